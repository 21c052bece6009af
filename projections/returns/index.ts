import type { Queryable, StoredEvent } from '../../events/index.js';
import { returnEvents, returnFold, type ReturnEvent, type ReturnState, type ReturnStatus } from '../../events/returns.js';
import { defineProjection } from '../engine/projection.js';

/**
 * Returns and exchanges for the shopper's account and the back office's queue (ADR 067): each return as its stream
 * folds (`returnFold`, kept whole as JSON), with what its lists filter and sort on, and its credit note's number.
 */
export const returnsProjection = defineProjection({
  name: 'returns',
  // Her erasure clears her returns' notes and their credit note's buyer.
  handles: [...returnEvents.map((definition) => definition.type), 'PersonalDataErased'],
  tables: ['returns'],
  migrations: [
    {
      id: 'projection:returns:1',
      sql: `create table returns (
        id uuid primary key,
        user_id uuid not null,
        order_id uuid not null,
        status text not null,
        credit_note_number text unique,
        requested_at timestamptz not null,
        updated_at timestamptz not null,
        state jsonb not null
      );
      create index returns_newest on returns (requested_at desc, id desc);
      create index returns_by_status on returns (status, requested_at desc, id desc);
      create index returns_by_user on returns (user_id, requested_at desc, id desc);`,
    },
    {
      // An erased shopper's returns, cleared again when a later event of theirs is applied.
      id: 'projection:returns:erasure',
      sql: 'alter table returns add column customer_erased boolean not null default false;',
    },
  ],
  async apply(client, all) {
    const erased = all.filter((event) => event.type === 'PersonalDataErased').map((event) => (event.data as { userId: string }).userId);
    const events = all.filter((event) => event.type !== 'PersonalDataErased');
    await applyReturns(client, events);
    if (erased.length > 0) await eraseReturns(client, 'user_id = any($1::uuid[])', erased);
    // A step an erased shopper's return took since (staff's, with a note) is cleared again.
    const touched = [...new Set(events.map((stored) => (stored.data as { returnId: string }).returnId))];
    if (touched.length > 0) await eraseReturns(client, 'id = any($1::uuid[]) and customer_erased', touched);
  },
});

/** Her notes and those of each step, and the buyer of its credit note; the amounts, lines and dates stay. */
async function eraseReturns(client: Queryable, which: string, ids: readonly string[]): Promise<void> {
  await client.query(
    `update returns set customer_erased = true, state = jsonb_set(jsonb_set(state, '{request,note}', 'null'), '{history}',
       (select coalesce(jsonb_agg(h || '{"note": null}'::jsonb order by n), '[]'::jsonb)
        from jsonb_array_elements(state->'history') with ordinality as x(h, n)))
       || case when jsonb_typeof(state->'creditNote') = 'object'
            then jsonb_build_object('creditNote', jsonb_set(state->'creditNote', '{buyer}', '{"name": "", "address": ""}'))
            else '{}'::jsonb end
     where ${which}`,
    [ids],
  );
}

async function applyReturns(client: Queryable, events: readonly StoredEvent[]): Promise<void> {
  const ids = [...new Set(events.map((stored: StoredEvent) => (stored.data as { returnId: string }).returnId))];
  const stored = await client.query<{ id: string; state: ReturnState }>('select id, state from returns where id = any($1::uuid[])', [ids]);
  const states = new Map<string, ReturnState>(stored.rows.map((row) => [row.id, row.state]));
  for (const event of events) {
    const typed = { type: event.type, data: event.data } as ReturnEvent;
    const returnId = typed.data.returnId;
    states.set(returnId, returnFold.evolve(states.get(returnId) ?? returnFold.initialState(), typed));
  }
  const rows = [...states.values()].flatMap((state) =>
    state.kind === 'present'
      ? [
          {
            id: state.request.returnId,
            userId: state.request.userId,
            orderId: state.request.orderId,
            status: state.status,
            creditNoteNumber: state.creditNote?.creditNoteNumber ?? null,
            requestedAt: state.request.requestedAt,
            updatedAt: state.updatedAt,
            state,
          },
        ]
      : [],
  );
  if (rows.length === 0) return;
  await client.query(
    `insert into returns (id, user_id, order_id, status, credit_note_number, requested_at, updated_at, state)
     select r.id, r."userId", r."orderId", r.status, r."creditNoteNumber", r."requestedAt", r."updatedAt", r.state
     from json_to_recordset($1::json) as r(id uuid, "userId" uuid, "orderId" uuid, status text, "creditNoteNumber" text,
       "requestedAt" timestamptz, "updatedAt" timestamptz, state jsonb)
     on conflict (id) do update set status = excluded.status, credit_note_number = excluded.credit_note_number,
       updated_at = excluded.updated_at, state = excluded.state`,
    [JSON.stringify(rows)],
  );
}

/** A return as read: its folded stream, and the customer's account as the users read model names her. */
export interface ReturnRow {
  readonly state: Extract<ReturnState, { kind: 'present' }>;
  readonly customer: { readonly id: string; readonly name: string; readonly email: string };
}

/** Newest first: (requestedAt, id). */
export type ReturnKey = readonly [string, string];

const selected = `r.state, json_build_object('id', r.user_id, 'name', coalesce(u.name, ''), 'email', coalesce(u.email, '')) as customer,
  to_json(r.requested_at)#>>'{}' as "requestedAtKey"`;

/** One page of returns, newest first, of one shopper or all, in one status or any; and how many match in all. */
export async function listReturns(
  db: Queryable,
  filters: { readonly userId?: string; readonly status?: ReturnStatus | undefined },
  page: { readonly limit: number; readonly after: ReturnKey | null },
): Promise<{ rows: (ReturnRow & { requestedAtKey: string })[]; total: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filters.userId) {
    params.push(filters.userId);
    conditions.push(`r.user_id = $${params.length}`);
  }
  if (filters.status) {
    params.push(filters.status);
    conditions.push(`r.status = $${params.length}`);
  }
  const countParams = [...params];
  const countWhere = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  if (page.after) {
    params.push(page.after[0], page.after[1]);
    conditions.push(`(r.requested_at, r.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(page.limit + 1);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const [rows, total] = await Promise.all([
    db.query<ReturnRow & { requestedAtKey: string }>(
      `select ${selected} from returns r left join users u on u.id = r.user_id ${where}
       order by r.requested_at desc, r.id desc limit $${params.length}`,
      params,
    ),
    db.query<{ n: number }>(`select count(*)::int as n from returns r ${countWhere}`, countParams),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findReturn(db: Queryable, returnId: string): Promise<ReturnRow | null> {
  const result = await db.query<ReturnRow>(`select ${selected} from returns r left join users u on u.id = r.user_id where r.id = $1`, [returnId]);
  return result.rows[0] ?? null;
}

export async function findReturnByCreditNote(db: Queryable, creditNoteNumber: string): Promise<ReturnRow | null> {
  const result = await db.query<ReturnRow>(
    `select ${selected} from returns r left join users u on u.id = r.user_id where r.credit_note_number = $1`,
    [creditNoteNumber],
  );
  return result.rows[0] ?? null;
}
