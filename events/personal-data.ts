import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Queryable } from './store.js';

/**
 * Personal data in the log, stored so that it can be forgotten (crypto-shredding, ADR 068).
 *
 * An event type that carries personal fields (names, emails, phone numbers, address lines, free-text notes about
 * someone) declares them. When such an event is appended, those fields leave the event's data and are stored
 * together as one sealed box, `"$personal": "pd1:<person>:<base64url>"`, encrypted with AES-256-GCM under the data key
 * of the person they belong to. Every other field stays as it was, so statements over the stored log that read
 * amounts, ids and times go on working. Each person's data key is kept in `personal_data_keys`, wrapped by the
 * store's master key (`DATA_KEY`), never in the log. Erasing a person destroys her key: her boxes can no longer be
 * opened and read back as the declared erased values, while the log, and the seal that hashes it as stored, stay
 * exactly as they were.
 */
export interface PersonalFields {
  /** Each personal field with the value it reads as once its person's key is destroyed. */
  readonly erased: Readonly<Record<string, unknown>>;
  /**
   * The person the fields belong to, read from the event's plain fields. Undefined: the person of the stream,
   * which is the `userId` of the stream's first event (an order's or a return's later events name only the order),
   * or the stream itself when that names nobody.
   */
  readonly person?: (data: Readonly<Record<string, unknown>>) => string | undefined;
}

/** The person of an event that names her: its `userId`. */
export const userIdOf = (data: Readonly<Record<string, unknown>>): string | undefined =>
  typeof data.userId === 'string' ? data.userId : undefined;

/** The field a sealed event keeps its personal box in. */
export const personalBoxField = '$personal';
const boxVersion = 'pd1';
const ivBytes = 12;
const tagBytes = 16;

export class PersonalDataError extends Error {}

/** A 32-byte key from its configured text form: 64 hex digits or 44 base64 characters. */
export function parseMasterKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new PersonalDataError('DATA_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

export function newMasterKeyText(): string {
  return randomBytes(32).toString('base64');
}

/** AES-256-GCM with a fresh 96-bit nonce: nonce, ciphertext and tag in one buffer; `context` is authenticated too. */
export function encryptBytes(key: Buffer, plain: Buffer, context: string): Buffer {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

/** The plaintext of `encryptBytes`; a wrong key, a changed byte or another context is refused. */
export function decryptBytes(key: Buffer, sealed: Buffer, context: string): Buffer {
  if (sealed.length < ivBytes + tagBytes) throw new PersonalDataError('sealed data is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, ivBytes));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - tagBytes));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(ivBytes, sealed.length - tagBytes)), decipher.final()]);
  } catch (error) {
    throw new PersonalDataError('sealed data could not be opened: wrong key or altered data', { cause: error });
  }
}

/**
 * The data keys of the store's people and what seals and opens their boxes. One per process: keys are read once
 * and kept (a few bytes each), created on a person's first personal event, destroyed on her erasure.
 */
export class PersonalDataVault {
  private readonly master: Buffer;
  private readonly indexKey: Buffer;
  /** A person's data key, or null once destroyed. */
  private readonly keys = new Map<string, Buffer | null>();
  private readonly streamPersons = new Map<string, string>();

  constructor(
    private readonly pool: Queryable,
    masterKey: Buffer,
    private readonly maxCachedKeys = 100_000,
  ) {
    this.master = masterKey;
    // A separate key for blind indexes, so a digest never equals anything made with the master key itself.
    this.indexKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'store blind index', 32));
  }

  /**
   * A keyed digest of a value that must be found again without being stored (an email's claim, a refused phone):
   * equal values give equal digests, and nobody without the master key can test a guess against one.
   */
  blindIndex(value: string): string {
    return createHmac('sha256', this.indexKey).update(value, 'utf8').digest('base64url').slice(0, 32);
  }

  /** The stored form of an event's data: its personal fields moved into one box under their person's key. */
  async seal(
    type: string,
    streamId: string,
    data: Readonly<Record<string, unknown>>,
    fields: PersonalFields,
    options: {
      /** The stream's person when the caller knows it (a stream created in the same append). */
      readonly streamPerson?: string;
      /** Where to look up the stream's person: the caller's connection when it holds the log locked. */
      readonly client?: Queryable;
    } = {},
  ): Promise<Record<string, unknown>> {
    const plain: Record<string, unknown> = {};
    const personal: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(data)) {
      if (name in fields.erased) personal[name] = value;
      else plain[name] = value;
    }
    const person = fields.person?.(data) ?? options.streamPerson ?? (await this.personOfStream(streamId, options.client ?? this.pool));
    const key = await this.keyFor(person);
    const box = encryptBytes(key, Buffer.from(JSON.stringify(personal), 'utf8'), `${type}/${person}`);
    plain[personalBoxField] = `${boxVersion}:${person}:${box.toString('base64url')}`;
    return plain;
  }

  /** Opens the boxes of stored events' data, in place of each; a destroyed key gives the erased values. */
  async openAll(items: readonly { readonly type: string; readonly data: unknown; readonly fields: PersonalFields }[]): Promise<unknown[]> {
    const parsed = items.map((item) => parseBox(item.data));
    const missing = [...new Set(parsed.flatMap((box) => (box && !this.keys.has(box.person) ? [box.person] : [])))];
    if (missing.length > 0) await this.loadKeys(missing);
    return items.map((item, index) => {
      const box = parsed[index];
      if (!box) return item.data;
      const { [personalBoxField]: _box, ...rest } = item.data as Record<string, unknown>;
      const key = this.keys.get(box.person);
      if (key === undefined) throw new PersonalDataError(`no data key for ${box.person}`);
      if (key === null) return { ...rest, ...item.fields.erased };
      const opened = JSON.parse(decryptBytes(key, box.sealed, `${item.type}/${box.person}`).toString('utf8')) as object;
      return { ...rest, ...opened };
    });
  }

  /**
   * Destroys a person's data key, for good: every box sealed under it reads as erased from now on, here and, as
   * they next read her keys, in every other instance. Run inside the transaction that records the erasure.
   */
  async destroy(person: string, client: Queryable): Promise<void> {
    await client.query(
      `insert into personal_data_keys (person_id, wrapped, destroyed_at) values ($1, null, now())
       on conflict (person_id) do update set wrapped = null, destroyed_at = coalesce(personal_data_keys.destroyed_at, now())`,
      [person],
    );
    this.keys.set(person, null);
  }

  /**
   * Destroys the key of every person the log says was erased whose key is still there (an erasure whose process
   * stopped between its append and the key's destruction): run as the store starts. Returns how many.
   */
  async destroyErasedKeys(): Promise<number> {
    const result = await this.pool.query<{ person_id: string }>(
      // One probe of her own stream per kept key (the stream's index), not a scan of the log.
      `update personal_data_keys k set wrapped = null, destroyed_at = now()
       where wrapped is not null
         and exists (select 1 from events e where e.stream_id = 'user-' || k.person_id and e.type = 'PersonalDataErased')
       returning person_id`,
    );
    for (const row of result.rows) this.keys.set(row.person_id, null);
    return result.rows.length;
  }

  /** Drops what this instance remembers of a person's key (another instance destroyed it). */
  forget(person: string): void {
    this.keys.delete(person);
  }

  private async keyFor(person: string): Promise<Buffer> {
    if (!this.keys.has(person)) await this.loadKeys([person]);
    let key = this.keys.get(person);
    if (key === undefined) {
      const fresh = randomBytes(32);
      // Created outside any caller's transaction, so a key events were sealed with is never rolled back.
      await this.pool.query(
        'insert into personal_data_keys (person_id, wrapped) values ($1, $2) on conflict (person_id) do nothing',
        [person, this.wrap(person, fresh)],
      );
      await this.loadKeys([person]);
      key = this.keys.get(person);
    }
    if (!key) throw new PersonalDataError(`the personal data of ${person} was erased: nothing more is stored for it`);
    return key;
  }

  private async loadKeys(persons: readonly string[]): Promise<void> {
    const result = await this.pool.query<{ person_id: string; wrapped: Buffer | null }>(
      'select person_id, wrapped from personal_data_keys where person_id = any($1::text[])',
      [persons],
    );
    if (this.keys.size + result.rows.length > this.maxCachedKeys) this.keys.clear();
    for (const row of result.rows) {
      this.keys.set(row.person_id, row.wrapped ? this.unwrap(row.person_id, row.wrapped) : null);
    }
  }

  private async personOfStream(streamId: string, client: Queryable): Promise<string> {
    const known = this.streamPersons.get(streamId);
    if (known) return known;
    const result = await client.query<{ person: string | null }>(
      `select data->>'userId' as person from events where stream_id = $1 and stream_version = 1`,
      [streamId],
    );
    // Every stream of the store with such events starts with one naming her (an order's placement, a return's
    // request); a stream that names nobody has a key of its own, destroyed with nobody's erasure.
    const person = result.rows[0]?.person ?? `stream:${streamId}`;
    if (this.streamPersons.size >= this.maxCachedKeys) this.streamPersons.clear();
    this.streamPersons.set(streamId, person);
    return person;
  }

  private wrap(person: string, key: Buffer): Buffer {
    return encryptBytes(this.master, key, `data key/${person}`);
  }

  private unwrap(person: string, wrapped: Buffer): Buffer {
    return decryptBytes(this.master, wrapped, `data key/${person}`);
  }
}

function parseBox(data: unknown): { person: string; sealed: Buffer } | null {
  const text = (data as Record<string, unknown> | null)?.[personalBoxField];
  if (typeof text !== 'string') return null;
  // The person may hold a colon (a stream's own key); the sealed bytes, in base64url, never do.
  const first = text.indexOf(':');
  const last = text.lastIndexOf(':');
  if (text.slice(0, first) !== boxVersion || last <= first) throw new PersonalDataError('unknown personal data box');
  return { person: text.slice(first + 1, last), sealed: Buffer.from(text.slice(last + 1), 'base64url') };
}

/** The table of data keys: one row per person, its key wrapped by the master key, null once destroyed. */
export const personalDataKeysSchema = /* sql */ `
create table if not exists personal_data_keys (
  person_id text primary key,
  wrapped bytea,
  created_at timestamptz not null default now(),
  destroyed_at timestamptz,
  check ((wrapped is null) = (destroyed_at is not null))
);
`;
