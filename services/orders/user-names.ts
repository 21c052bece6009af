import type { ModuleContext } from '../../infra/http/context.js';
import { uuidPattern } from '../../rules/ids.js';

/**
 * The names the users read model has for these actors, by id: the auditor's history and the staff's calls and
 * attempts name who acted. Actors that are no account (`system`) or not shown yet are left out.
 */
export async function userNames(context: ModuleContext, ids: readonly string[]): Promise<Map<string, string>> {
  const users = await usersByIds(context, ids);
  return new Map([...users].map(([id, user]) => [id, user.name]));
}

/**
 * The names and emails of these actors, by id: the log names actors by id and role only (ADR 068), so the emails the
 * auditor sees are today's, and an erased person's are gone.
 */
export async function usersByIds(
  context: ModuleContext,
  ids: readonly string[],
): Promise<Map<string, { readonly name: string; readonly email: string }>> {
  const wanted = [...new Set(ids.filter((id) => uuidPattern.test(id)))];
  if (wanted.length === 0) return new Map();
  const result = await context.pool.query<{ id: string; name: string; email: string }>(
    'select id, name, email from users where id = any($1::uuid[])',
    [wanted],
  );
  return new Map(result.rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

/**
 * History entries with their actors as the users read model knows them today: the email (the log names actors by id
 * and role only, ADR 068; entries written before keep the email they carried) and, with `names`, the name.
 */
export async function withActors<Entry extends { readonly actor: { readonly id: string; readonly email: string | null } }>(
  context: ModuleContext,
  entries: readonly Entry[],
): Promise<(Entry & { readonly actor: Entry['actor'] & { readonly name: string | null } })[]> {
  const users = await usersByIds(context, entries.map((entry) => entry.actor.id));
  return entries.map((entry) => {
    const known = users.get(entry.actor.id);
    return { ...entry, actor: { ...entry.actor, email: known?.email || entry.actor.email, name: known?.name || null } };
  });
}
