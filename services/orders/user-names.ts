import type { ModuleContext } from '../../infra/http/context.js';
import { uuidPattern } from '../../rules/ids.js';

/**
 * The names the users read model has for these actors, by id: the auditor's history and the staff's calls and
 * attempts name who acted. Actors that are no account (`system`) or not shown yet are left out.
 */
export async function userNames(context: ModuleContext, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => uuidPattern.test(id)))];
  if (wanted.length === 0) return new Map();
  const result = await context.pool.query<{ id: string; name: string }>('select id, name from users where id = any($1::uuid[])', [wanted]);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}
