import type { ModuleContext } from '../../infra/http/context.js';
import { findUsersByIds } from '../../projections/users/index.js';

/**
 * The names the users read model has for these actors, by id: the auditor's history and the staff's calls and
 * attempts name who acted. Actors that are no account (`system`) or not shown yet are left out.
 */
export async function userNames(context: ModuleContext, ids: readonly string[]): Promise<Map<string, string>> {
  const users = await findUsersByIds(context.pool, ids);
  return new Map([...users].map(([id, user]) => [id, user.name]));
}

/**
 * History entries with their actors as the users read model knows them today: the email (the log names actors by id
 * and role only, ADR 068; entries written before keep the email they carried) and, with `names`, the name.
 */
export async function withActors<Entry extends { readonly actor: { readonly id: string; readonly email: string | null } }>(
  context: ModuleContext,
  entries: readonly Entry[],
): Promise<(Entry & { readonly actor: Entry['actor'] & { readonly name: string | null } })[]> {
  const users = await findUsersByIds(context.pool, entries.map((entry) => entry.actor.id));
  return entries.map((entry) => {
    const known = users.get(entry.actor.id);
    return { ...entry, actor: { ...entry.actor, email: known?.email || entry.actor.email, name: known?.name || null } };
  });
}
