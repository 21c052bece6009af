import type { EventSummary } from '../../events/summary.js';

/**
 * The event log's summaries (events/summary.ts: what each event type did, in short) as the auditors read them: the
 * person a summary is about named by the users read model, as the log's actors are.
 */
export { summarise, type EventSummary, type SummaryParams } from '../../events/summary.js';

/**
 * Summaries that name a person (`userId`) with her name as the users read model holds it (`userName`): today's, ""
 * once she was erased (the web shows "Erased customer"), null when the read model has no such account.
 */
export function withSubjectName(summary: EventSummary, users: ReadonlyMap<string, { readonly name: string }>): EventSummary {
  const userId = summary.params.userId;
  if (typeof userId !== 'string') return summary;
  return { ...summary, params: { ...summary.params, userName: users.get(userId.toLowerCase())?.name ?? null } };
}

/** The people the summaries name, for one lookup in the users read model. */
export const subjectIds = (summaries: readonly EventSummary[]): string[] =>
  summaries.map((summary) => summary.params.userId).filter((id): id is string => typeof id === 'string');
