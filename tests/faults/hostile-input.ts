import fc from 'fast-check';
import { dataUrl, disguisedUploads, pngBomb } from '../support/images.js';

/**
 * Generators of hostile input for the fuzzer (bad-input.int.test.ts): JSON that JSON.stringify cannot write,
 * odd strings, numbers and keys, broken bodies built from a valid one, odd path segments, dates, queries,
 * cookies and headers.
 */

// ---------------------------------------------------------------------------------------------
// JSON with things JSON.stringify cannot write: raw tokens (1e999, "\ud800"), keys such as
// __proto__, duplicate keys, and nesting deeper than a recursive serialiser would like.
// ---------------------------------------------------------------------------------------------

export class RawJson {
  constructor(readonly text: string) {}
}
/** An object given as ordered entries, so any key (also `__proto__`) and duplicates survive. */
export class Entries {
  constructor(readonly entries: ReadonlyArray<readonly [string, unknown]>) {}
}

export function encode(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${encode(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(encode).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${encode(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD, as a browser would send). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

/**
 * Uploads whose first bytes announce an image and whose rest is not one, or is one of 100 megapixels packed into
 * 12 KB: sent wherever a string goes, so also as product and banner images (ADR 062).
 */
export const disguisedImages = [
  dataUrl(disguisedUploads.pngThenHtml),
  dataUrl(disguisedUploads.jpegThenGarbage, 'image/jpeg'),
  dataUrl(disguisedUploads.truncatedJpeg, 'image/jpeg'),
  dataUrl(pngBomb(10_000, 10_000)),
];

export const oddStrings = [
  ...disguisedImages,
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'Abaya\u0000',
  '\u0000\u0000\u0000',
  '\u202Egnp.exe\u202C',
  '\u200F\u200Eمرحبا\u200B',
  '\u200B\u200C\u200D\u2060',
  '\uFEFF',
  '\uD800',
  'x\uDFFFy',
  '\uD83D',
  '\uDC00\uD800',
  '𝕬𝖇𝖆𝖞𝖆 👗🧕🏽',
  'عباية سوداء',
  'ﷺ',
  'e\u0301\u0301\u0301\u0301',
  'Z̵̡̢͇̗̎ͧ̀a̴̗l̶̻͕g̸o',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; drop table events; --',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '1e309',
  '0x1F',
  '１２３',
  '٣٤٥.٦٧',
  '12,50',
  '  120.50  ',
  '120.505',
  '999999999.99',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '%00',
  '%',
  '%E0%A4%A',
  '\r\n\r\nX-Injected: 1',
  '\\u0000',
  'javascript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'data:image/png;base64,!!!!',
  'file:///etc/passwd',
  'http://',
  '/api/media/../../etc/passwd',
  'placed',
  'codFee',
];

export const hugeString = fc
  .tuple(fc.constantFrom('x', 'ع', '\u200B', '👗', '\u0000', '\uD800', '\u202E'), fc.integer({ min: 201, max: 120_000 }))
  .map(([unit, count]) => unit.repeat(count));

export const shortHostileString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
export const hostileString = fc.oneof({ weight: 6, arbitrary: shortHostileString }, { weight: 1, arbitrary: hugeString });

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(-1, -0, 0, 0.5, 1.5, -3.25, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE, 1e308, 1_000_001),
  fc.integer(),
  fc.double(), // NaN and ±Infinity are written as null by JSON
  fc.constantFrom('1e999', '-1e999', '1E400', '123456789012345678901234567890', '0.00000000000000000000000000001', '-0.0').map(
    (token) => new RawJson(token),
  ),
);

/** Strings JSON can carry but the database cannot store, written as escapes so they reach the server intact. */
export const escapedStrings = fc
  .constantFrom('"\\u0000"', '"a\\u0000b"', '"\\ud800"', '"\\udfff"', '"x\\udc00\\ud800y"', '"\\uDBFF"')
  .map((token) => new RawJson(token));

export const deepNesting = fc
  .tuple(fc.constantFrom('array', 'object', 'mixed'), fc.integer({ min: 64, max: 20_000 }))
  .map(([shape, depth]) =>
    new RawJson(
      shape === 'array'
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : shape === 'object'
          ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
          : `${'[{"a":'.repeat(depth)}1${'}]'.repeat(depth)}`,
    ),
  );

export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'role', 'isAdmin', 'id', 'status', ''),
  shortHostileString,
);

/** Objects that try to pollute prototypes, with the keys written literally into the JSON text. */
export const pollution = fc.constantFrom(
  new Entries([['__proto__', new Entries([['role', 'admin'], ['isAdmin', true], ['polluted', 'yes']])]]),
  new Entries([['constructor', new Entries([['prototype', new Entries([['polluted', 'yes'], ['role', 'admin']])]])]]),
  new Entries([['__proto__', new Entries([['__proto__', new Entries([['polluted', 'yes']])]])]]),
  new Entries([['prototype', new Entries([['polluted', 'yes']])]]),
);

export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    { weight: 4, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: escapedStrings },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: pollution },
    { weight: 1, arbitrary: tie('array') },
    { weight: 1, arbitrary: tie('object') },
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map((entries) => new Entries(entries)),
})).value;

// ---------------------------------------------------------------------------------------------
// Bodies: a valid template, broken in one or more ways
// ---------------------------------------------------------------------------------------------

export type Payload =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly text: string }
  | { readonly kind: 'raw'; readonly text: string; readonly contentType: string };

export const jsonPayload = (value: unknown): Payload => ({ kind: 'json', text: encode(value) });

export type JsonPath = ReadonlyArray<string | number>;

/** Every node's path in a JSON template (not the root). */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  }
  return [];
}

export function withChange(template: unknown, path: JsonPath, change: { set: unknown } | 'delete'): unknown {
  const copy = structuredClone(template) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (change === 'delete') {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = change.set;
  return copy;
}

export const rawContentTypes = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded'];

export function rawBodies(template: unknown): fc.Arbitrary<Payload> {
  const text = encode(template);
  return fc.oneof(
    // Truncated JSON.
    fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((cut) => text.slice(0, cut)),
    // Not JSON at all.
    fc.constantFrom(
      'hello',
      '{',
      '}',
      "{'nameEn': 'single quotes'}",
      '{"a":1,}',
      '{"a":01}',
      '{"a":NaN}',
      '{"a":undefined}',
      '[1,2',
      '<?xml version="1.0"?><a/>',
      'nameEn=x&nameAr=y',
      '\u0000\u0000',
      '\uFEFF{}',
      'null',
      '"just a string"',
      '123',
      'true',
      '{"a":"\\x41"}',
      '{"a":"\\u12"}',
      `${text}${text}`,
      `${text}garbage`,
      '/* comment */ {}',
    ),
    fc.string({ unit: 'binary', maxLength: 200 }),
  ).chain((body) => fc.constantFrom(...rawContentTypes).map((contentType): Payload => ({ kind: 'raw', text: body, contentType })));
}

export function brokenBodies(template: Record<string, unknown>): fc.Arbitrary<Payload> {
  const paths = pathsOf(template);
  const pathArb = fc.constantFrom(...paths);
  const stringPaths = paths.filter((path) => typeof valueAt(template, path) === 'string');
  return fc.oneof(
    // One field (possibly nested) replaced by a hostile value.
    { weight: 5, arbitrary: fc.tuple(pathArb, junk).map(([path, value]) => jsonPayload(withChange(template, path, { set: value }))) },
    // One string field given an odd string: this is where otherwise valid input hides NUL, RTL marks and the like.
    // A body without strings (e.g. `{ "isRead": true }`) gets hostile values in its other fields instead.
    {
      weight: 3,
      arbitrary: fc
        .tuple(stringPaths.length > 0 ? fc.constantFrom(...stringPaths) : pathArb, hostileString)
        .map(([path, value]) => jsonPayload(withChange(template, path, { set: value }))),
    },
    // Fields missing.
    {
      weight: 2,
      arbitrary: fc
        .uniqueArray(pathArb, { minLength: 1, maxLength: 3, selector: (path) => path.join('.') })
        .map((drop) => jsonPayload(drop.reduce<unknown>((body, path) => (hasPath(body, path) ? withChange(body, path, 'delete') : body), template))),
    },
    // Extra fields, prototype keys among them, next to a valid body.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.array(fc.tuple(hostileKey, junk), { minLength: 1, maxLength: 3 }), pollution)
        .map(([extra, polluting]) => jsonPayload(new Entries([...Object.entries(template), ...extra, ...polluting.entries]))),
    },
    // Duplicate keys: the last one wins in JSON.parse, and it is the hostile one.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...Object.keys(template)), junk)
        .map(([key, value]) => jsonPayload(new Entries([...Object.entries(template), [key, value]]))),
    },
    // The wrong JSON type for the whole body.
    { weight: 2, arbitrary: junk.map(jsonPayload) },
    { weight: 2, arbitrary: rawBodies(template) },
  );
}

/** For calls that take no body: usually none, sometimes junk anyway. */
export const strayBodies: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Payload>({ kind: 'none' }) },
  { weight: 1, arbitrary: junk.map(jsonPayload) },
  { weight: 1, arbitrary: rawBodies({ a: 1 }) },
);

export function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)?.[step], value);
}
export function hasPath(value: unknown, path: JsonPath): boolean {
  const parent = valueAt(value, path.slice(0, -1));
  return parent !== null && typeof parent === 'object' && Object.hasOwn(parent, path[path.length - 1]!);
}

// ---------------------------------------------------------------------------------------------
// Paths and queries
// ---------------------------------------------------------------------------------------------

export const oddSegments = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '00000000000000000000000000000000',
  '{00000000-0000-0000-0000-000000000000}',
  '00000000-0000-0000-0000-00000000000',
  '00000000-0000-0000-0000-0000000000000',
  'g0000000-0000-0000-0000-000000000000',
  '..',
  '.',
  '...',
  '%2e%2e',
  '..%2F..%2Fadmin%2Fstats',
  '..%5C..%5C',
  '%2F',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%EF%BF%BF',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e9',
  'Infinity',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  `${'a'.repeat(3000)}`,
  'abaya;drop%20table%20events',
];

/** A path parameter: real ids (also in upper case), random uuids, uuid look-alikes, traversal and encoded junk. */
export function segment(real: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.constantFrom(...real).map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: fc.constantFrom(...real).map((id) => `${id}x`) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 4, arbitrary: fc.constantFrom(...oddSegments) },
    { weight: 3, arbitrary: shortHostileString.map(percentEncode) },
  );
}

/** Raw traversal: real slashes, sent unnormalised, climbing out of the route. */
export const traversal = fc.constantFrom('../../admin/stats', '../admin/orders', '..//..//health', './.', '../../../../../../etc/passwd');

export const oddDates = [
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T25:00:00Z',
  '2026-01-01T00:00:00',
  '2026-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59-23:59',
  '1970-01-01T00:00:00+00:00',
  '2026-01-01T00:00:00+99:99',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  'now',
  'yesterday',
  '',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '1e999',
  'null',
  '%00',
  '2026-01-01T00:00:00Z%00',
  '2026-01-01T00:00:00Z\u0000',
];

/** `?asOf=`: real and odd dates, repeated, bracketed, encoded junk. */
export const asOfQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...oddDates).map((value) => `?asOf=${/%/.test(value) ? value : percentEncode(value)}`),
  fc.date({ noInvalidDate: true }).map((date) => `?asOf=${percentEncode(date.toISOString())}`),
  fc.tuple(fc.date({ noInvalidDate: true }), fc.date({ noInvalidDate: true })).map(
    ([a, b]) => `?asOf=${percentEncode(a.toISOString())}&asOf=${percentEncode(b.toISOString())}`,
  ),
  fc.constantFrom('?asOf[]=2026-01-01T00:00:00Z', '?asOf[gt]=1', '?asOf', '?asOf=&asOf=', '?__proto__[asOf]=1', '?asOf=2026-01-01T00:00:00Z&constructor=1'),
  shortHostileString.map((value) => `?asOf=${percentEncode(value)}`),
);

/** Values a decoded cursor may hold in a key's place that no list writes: bad times, NUL, numbers past int4. */
const oddCursorValues = ['x', '', 'newest', 'name', '0000-01-01T00:00:00Z', '2026-02-30T00:00:00Z', '2026-01-01T00:00:00+25:00', '\u0000', 'Abaya\u0000', '\uD800', '00000000-0000-4000-8000-000000000000', 2_147_483_648, -1, 1.5, 1e300, null, true, {}, []];

/**
 * `?cursor=`: well-formed base64url JSON arrays, so the list's key check (not the decoding) is what refuses them; the
 * fixed keys have the shapes the lists use ([time, id], [time, number], [sort, value, id]) with one value wrong.
 */
export const oddCursor: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom<unknown[]>(
      ['x', '00000000-0000-4000-8000-000000000000'],
      ['0000-01-01T00:00:00Z', '00000000-0000-4000-8000-000000000000'],
      ['2026-01-01T00:00:00Z', 2_147_483_648],
      ['2026-01-01T00:00:00Z', 'x'],
      ['newest', 'x', '00000000-0000-4000-8000-000000000000'],
      ['name', 'Abaya\u0000', '00000000-0000-4000-8000-000000000000'],
      [2_147_483_648, 'Abaya', '00000000-0000-4000-8000-000000000000'],
    ),
    fc.array(fc.constantFrom<unknown>(...oddCursorValues), { minLength: 1, maxLength: 3 }),
  )
  .map((key) => `cursor=${Buffer.from(JSON.stringify(key)).toString('base64url')}`);

/** Junk query strings for calls that take none, and odd cursors for the lists. */
export const strayQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.tuple(oddCursor, fc.constantFrom('', '&limit=1', '&sort=name')).map(([cursor, more]) => `?${cursor}${more}`) },
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom('__proto__[x]', 'constructor[prototype][x]', 'a[]', 'a[b][c]', 'page', 'limit'), shortHostileString.map(percentEncode)), shortHostileString.map(percentEncode)), {
        minLength: 1,
        maxLength: 4,
      })
      .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('?', '?&&&', '?=', '?%', '?a=%E0%A4%A', `?q=${'x'.repeat(4000)}`) },
);

// ---------------------------------------------------------------------------------------------
// Callers and headers
// ---------------------------------------------------------------------------------------------

export type Role = 'visitor' | 'customer' | 'admin' | 'bogus';

export const bogusCookies = [
  'session=',
  'session=garbage',
  'session=%',
  'session=%E0%A4%A',
  'session=a.b.c',
  'session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIiwiZW1haWwiOiJ4In0.',
  `session=${'x'.repeat(6000)}`,
  'session=a; session=b',
  '=;;;=;',
  ';',
  'session',
  'role=admin; isAdmin=true',
  '__proto__=1; constructor=2',
];

export const hostileContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=bogus',
  'application/vnd.api+json',
  'application/*',
  '*/*',
  'garbage',
  'application/json, text/plain',
  'application/json;;;',
  'APPLICATION/JSON',
];

/** Header values Node will send: printable latin1 (CR, LF and NUL cannot be put on the wire by a client). */
export const headerText = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(201), 'x'.repeat(5000), '../../etc/passwd', '__proto__', 'null', '-1', 'NaN', '\u00ff\u00fe', '; DROP TABLE events'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((code) => code !== 0x7f).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  fc.uuid(),
);

export interface Extras {
  readonly contentType?: string;
  readonly contentEncoding?: string;
  readonly idempotencyKey?: string;
  readonly origin?: string;
  readonly requestId?: string;
  readonly ifNoneMatch?: string;
  readonly accept?: string;
}

export const extrasArb: fc.Arbitrary<Extras> = fc.record(
  {
    contentType: fc.constantFrom(...hostileContentTypes),
    contentEncoding: fc.constantFrom('gzip', 'deflate', 'br', 'x-bogus', 'identity', 'gzip, gzip'),
    idempotencyKey: headerText,
    origin: fc.constantFrom('null', 'http://evil.example', 'not a url', 'http://127.0.0.1', 'file://'),
    requestId: headerText,
    ifNoneMatch: fc.constantFrom('*', 'W/"x"', '"', ',,,', 'x'.repeat(2000)),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*', 'image/*', ''),
  },
  { requiredKeys: [] },
).chain((extras) =>
  // Most requests carry few or none of these, so the body checks behind them are reached.
  fc.nat({ max: 3 }).map((keep) => Object.fromEntries(Object.entries(extras).slice(0, keep)) as Extras),
);
