import type express from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngImage } from '../support/images.js';
import { requestFrom, sessionCookieOf } from '../support/from-address.js';
import { startTestStore, testAdmin, type TestResponse, type TestStore } from '../support/test-store.js';
import { apiRouteKeys, closeAgent, eventLog, rawRequest, socketExchange, type RawRequest, type RawResponse } from './support.js';

/**
 * Property-based fault injection: every endpoint of the API gets generated
 * malformed and hostile requests (bad JSON types, missing and extra fields,
 * prototype keys, huge and odd unicode strings, NUL, lone surrogates, deep
 * nesting, odd ids, traversal, odd queries and headers, non-JSON bodies) as
 * visitor, customer, admin and holder of a bogus cookie. Whatever is sent:
 *   - the answer is never a 5xx;
 *   - an error answer (>= 400) is JSON with a string `message` and a stable string `code`;
 *   - an error answer left the event log exactly as it was.
 * Seeds and run counts are fixed, so a run is repeatable and bounded.
 */

// Keep a handle on the Express app the store builds, to check that every mounted route is fuzzed here.
const captured = vi.hoisted(() => ({ app: undefined as express.Express | undefined }));
vi.mock('../../infra/http/app.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../infra/http/app.js')>();
  return {
    ...original,
    createApp: (parts: Parameters<typeof original.createApp>[0]) => (captured.app = original.createApp(parts)),
  };
});

// Fixed, so every run sends the same requests. FAULT_SEED / FAULT_RUNS explore further (e.g. before a release).
const seed = Number(process.env.FAULT_SEED ?? 20_251_121);
const runsPerEndpoint = Number(process.env.FAULT_RUNS ?? 36);

// ---------------------------------------------------------------------------------------------
// JSON with things JSON.stringify cannot write: raw tokens (1e999, "\ud800"), keys such as
// __proto__, duplicate keys, and nesting deeper than a recursive serialiser would like.
// ---------------------------------------------------------------------------------------------

class RawJson {
  constructor(readonly text: string) {}
}
/** An object given as ordered entries, so any key (also `__proto__`) and duplicates survive. */
class Entries {
  constructor(readonly entries: ReadonlyArray<readonly [string, unknown]>) {}
}

function encode(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${encode(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(encode).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${encode(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD, as a browser would send). */
function percentEncode(text: string): string {
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

const oddStrings = [
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

const hugeString = fc
  .tuple(fc.constantFrom('x', 'ع', '\u200B', '👗', '\u0000', '\uD800', '\u202E'), fc.integer({ min: 201, max: 120_000 }))
  .map(([unit, count]) => unit.repeat(count));

const shortHostileString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
const hostileString = fc.oneof({ weight: 6, arbitrary: shortHostileString }, { weight: 1, arbitrary: hugeString });

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(-1, -0, 0, 0.5, 1.5, -3.25, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE, 1e308, 1_000_001),
  fc.integer(),
  fc.double(), // NaN and ±Infinity are written as null by JSON
  fc.constantFrom('1e999', '-1e999', '1E400', '123456789012345678901234567890', '0.00000000000000000000000000001', '-0.0').map(
    (token) => new RawJson(token),
  ),
);

/** Strings JSON can carry but the database cannot store, written as escapes so they reach the server intact. */
const escapedStrings = fc
  .constantFrom('"\\u0000"', '"a\\u0000b"', '"\\ud800"', '"\\udfff"', '"x\\udc00\\ud800y"', '"\\uDBFF"')
  .map((token) => new RawJson(token));

const deepNesting = fc
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

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'role', 'isAdmin', 'id', 'status', ''),
  shortHostileString,
);

/** Objects that try to pollute prototypes, with the keys written literally into the JSON text. */
const pollution = fc.constantFrom(
  new Entries([['__proto__', new Entries([['role', 'admin'], ['isAdmin', true], ['polluted', 'yes']])]]),
  new Entries([['constructor', new Entries([['prototype', new Entries([['polluted', 'yes'], ['role', 'admin']])]])]]),
  new Entries([['__proto__', new Entries([['__proto__', new Entries([['polluted', 'yes']])]])]]),
  new Entries([['prototype', new Entries([['polluted', 'yes']])]]),
);

const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: unknown }>((tie) => ({
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

type Payload =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly text: string }
  | { readonly kind: 'raw'; readonly text: string; readonly contentType: string };

const jsonPayload = (value: unknown): Payload => ({ kind: 'json', text: encode(value) });

type JsonPath = ReadonlyArray<string | number>;

/** Every node's path in a JSON template (not the root). */
function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  }
  return [];
}

function withChange(template: unknown, path: JsonPath, change: { set: unknown } | 'delete'): unknown {
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

const rawContentTypes = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded'];

function rawBodies(template: unknown): fc.Arbitrary<Payload> {
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

function brokenBodies(template: Record<string, unknown>): fc.Arbitrary<Payload> {
  const paths = pathsOf(template);
  const pathArb = fc.constantFrom(...paths);
  return fc.oneof(
    // One field (possibly nested) replaced by a hostile value.
    { weight: 5, arbitrary: fc.tuple(pathArb, junk).map(([path, value]) => jsonPayload(withChange(template, path, { set: value }))) },
    // One string field given an odd string: this is where otherwise valid input hides NUL, RTL marks and the like.
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths.filter((path) => typeof valueAt(template, path) === 'string')), hostileString)
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
const strayBodies: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Payload>({ kind: 'none' }) },
  { weight: 1, arbitrary: junk.map(jsonPayload) },
  { weight: 1, arbitrary: rawBodies({ a: 1 }) },
);

function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)?.[step], value);
}
function hasPath(value: unknown, path: JsonPath): boolean {
  const parent = valueAt(value, path.slice(0, -1));
  return parent !== null && typeof parent === 'object' && Object.hasOwn(parent, path[path.length - 1]!);
}

// ---------------------------------------------------------------------------------------------
// Paths and queries
// ---------------------------------------------------------------------------------------------

const oddSegments = [
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
function segment(real: readonly string[]): fc.Arbitrary<string> {
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
const traversal = fc.constantFrom('../../admin/stats', '../admin/orders', '..//..//health', './.', '../../../../../../etc/passwd');

const oddDates = [
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
const asOfQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...oddDates).map((value) => `?asOf=${/%/.test(value) ? value : percentEncode(value)}`),
  fc.date({ noInvalidDate: true }).map((date) => `?asOf=${percentEncode(date.toISOString())}`),
  fc.tuple(fc.date({ noInvalidDate: true }), fc.date({ noInvalidDate: true })).map(
    ([a, b]) => `?asOf=${percentEncode(a.toISOString())}&asOf=${percentEncode(b.toISOString())}`,
  ),
  fc.constantFrom('?asOf[]=2026-01-01T00:00:00Z', '?asOf[gt]=1', '?asOf', '?asOf=&asOf=', '?__proto__[asOf]=1', '?asOf=2026-01-01T00:00:00Z&constructor=1'),
  shortHostileString.map((value) => `?asOf=${percentEncode(value)}`),
);

/** Junk query strings for calls that take none. */
const strayQuery: fc.Arbitrary<string> = fc.oneof(
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

type Role = 'visitor' | 'customer' | 'admin' | 'bogus';

const bogusCookies = [
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

const hostileContentTypes = [
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
const headerText = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(201), 'x'.repeat(5000), '../../etc/passwd', '__proto__', 'null', '-1', 'NaN', '\u00ff\u00fe', '; DROP TABLE events'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((code) => code !== 0x7f).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  fc.uuid(),
);

interface Extras {
  readonly contentType?: string;
  readonly contentEncoding?: string;
  readonly idempotencyKey?: string;
  readonly origin?: string;
  readonly requestId?: string;
  readonly ifNoneMatch?: string;
  readonly accept?: string;
}

const extrasArb: fc.Arbitrary<Extras> = fc.record(
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

// ---------------------------------------------------------------------------------------------
// The endpoints
// ---------------------------------------------------------------------------------------------

interface Fixtures {
  customerEmail: string;
  categoryId: string;
  spareCategoryId: string;
  product: { id: string; slug: string; variantId: string };
  editable: { id: string; variantId: string };
  spareProductId: string;
  bannerId: string;
  spareBannerId: string;
  orderId: string;
  spareOrderId: string;
  mediaName: string;
}

interface Endpoint {
  readonly method: string;
  /** As the routers define it (checked against the mounted app). */
  readonly route: string;
  readonly roles: ReadonlyArray<readonly [Role, number]>;
  readonly path: (fx: Fixtures) => fc.Arbitrary<string>;
  readonly body: (fx: Fixtures) => fc.Arbitrary<Payload>;
}

const anyone = [['visitor', 1], ['customer', 1], ['admin', 1], ['bogus', 1]] as const;
const admins = [['admin', 7], ['customer', 1], ['visitor', 1], ['bogus', 1]] as const;
const shoppers = [['customer', 6], ['admin', 1], ['visitor', 2], ['bogus', 1]] as const;

const fixed = (path: string) => () => strayQuery.map((query) => `${path}${query}`);
const withId = (prefix: string, real: (fx: Fixtures) => readonly string[], suffix = '', query: fc.Arbitrary<string> = strayQuery) =>
  (fx: Fixtures) =>
    fc.oneof(
      { weight: 9, arbitrary: fc.tuple(segment(real(fx)), query).map(([id, q]) => `${prefix}/${id}${suffix}${q}`) },
      { weight: 1, arbitrary: traversal.map((climb) => `${prefix}/${climb}${suffix}`) },
    );
const noBody = () => strayBodies;

const categoryTemplate = () => ({ nameEn: 'Prayer Sets', nameAr: 'أطقم صلاة' });
const productTemplate = (fx: Fixtures, variantId?: string) => ({
  nameEn: 'Crepe Abaya',
  nameAr: 'عباية كريب',
  descriptionEn: 'Soft crepe',
  descriptionAr: 'كريب ناعم',
  categoryId: fx.categoryId,
  status: 'active',
  variants: [{ ...(variantId ? { id: variantId } : {}), size: '54', color: 'Black', price: '120.50', stock: 1000 }],
  images: [{ url: 'https://images.example.com/abaya.jpg', isPrimary: true, position: 0 }],
});
const bannerTemplate = () => ({
  titleEn: 'New season',
  titleAr: 'موسم جديد',
  subtitleEn: 'Modest and light',
  subtitleAr: 'محتشم وخفيف',
  imageUrl: 'https://images.example.com/banner.jpg',
  position: 1,
  isActive: true,
});
const orderTemplate = (fx: Fixtures) => ({
  items: [{ productId: fx.product.id, variantId: fx.product.variantId, quantity: 1, price: '1.00' }],
  shippingName: 'Huda Salem',
  shippingPhone: '+971 55 111 2222',
  shippingCity: 'Sharjah',
  shippingAddressLine1: 'Al Majaz 2, Tower B',
  shippingAddressLine2: 'Flat 1204',
  deliveryNote: 'Call on arrival',
  locale: 'en',
});

const endpoints: readonly Endpoint[] = [
  // identity
  {
    method: 'POST',
    route: '/api/auth/register',
    roles: anyone,
    path: fixed('/api/auth/register'),
    body: () => brokenBodies({ name: 'Salma Fuzz', email: 'salma.fuzz@example.com', password: 'secret1' }),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    roles: anyone,
    path: fixed('/api/auth/login'),
    body: (fx) => brokenBodies({ email: fx.customerEmail, password: 'not-the-password' }),
  },
  { method: 'POST', route: '/api/auth/logout', roles: anyone, path: fixed('/api/auth/logout'), body: noBody },
  { method: 'GET', route: '/api/auth/me', roles: anyone, path: fixed('/api/auth/me'), body: noBody },
  // shop
  { method: 'GET', route: '/api/categories', roles: anyone, path: fixed('/api/categories'), body: noBody },
  { method: 'GET', route: '/api/products', roles: anyone, path: fixed('/api/products'), body: noBody },
  { method: 'GET', route: '/api/products/:slug', roles: anyone, path: withId('/api/products', (fx) => [fx.product.slug]), body: noBody },
  { method: 'GET', route: '/api/banners', roles: anyone, path: fixed('/api/banners'), body: noBody },
  { method: 'GET', route: '/api/settings', roles: anyone, path: fixed('/api/settings'), body: noBody },
  { method: 'GET', route: '/api/pages/:key', roles: anyone, path: withId('/api/pages', () => ['about', 'terms']), body: noBody },
  { method: 'GET', route: '/api/media/:name', roles: anyone, path: withId('/api/media', (fx) => [fx.mediaName]), body: noBody },
  { method: 'GET', route: '/api/health', roles: anyone, path: fixed('/api/health'), body: noBody },
  { method: 'GET', route: '/api/health/ready', roles: anyone, path: fixed('/api/health/ready'), body: noBody },
  { method: 'POST', route: '/api/orders', roles: shoppers, path: fixed('/api/orders'), body: (fx) => brokenBodies(orderTemplate(fx)) },
  {
    method: 'PATCH',
    route: '/api/orders/:id/status',
    roles: admins,
    path: withId('/api/orders', (fx) => [fx.orderId], '/status'),
    body: () => brokenBodies({ status: 'confirmed' }),
  },
  // back office: catalog
  { method: 'GET', route: '/api/admin/categories', roles: admins, path: fixed('/api/admin/categories'), body: noBody },
  { method: 'POST', route: '/api/admin/categories', roles: admins, path: fixed('/api/admin/categories'), body: () => brokenBodies(categoryTemplate()) },
  {
    method: 'PATCH',
    route: '/api/admin/categories/:id',
    roles: admins,
    path: withId('/api/admin/categories', (fx) => [fx.categoryId]),
    body: () => brokenBodies(categoryTemplate()),
  },
  {
    method: 'DELETE',
    route: '/api/admin/categories/:id',
    roles: admins,
    // The category with products (409) and an empty spare one (deleted once, then 404).
    path: withId('/api/admin/categories', (fx) => [fx.categoryId, fx.spareCategoryId]),
    body: noBody,
  },
  { method: 'GET', route: '/api/admin/products', roles: admins, path: fixed('/api/admin/products'), body: noBody },
  {
    method: 'GET',
    route: '/api/admin/products/:id',
    roles: admins,
    path: withId('/api/admin/products', (fx) => [fx.product.id, fx.editable.id]),
    body: noBody,
  },
  { method: 'POST', route: '/api/admin/products', roles: admins, path: fixed('/api/admin/products'), body: (fx) => brokenBodies(productTemplate(fx)) },
  {
    method: 'PATCH',
    route: '/api/admin/products/:id',
    roles: admins,
    // Only the product that orders do not use is edited, so stock seen by checkout stays put.
    path: withId('/api/admin/products', (fx) => [fx.editable.id]),
    body: (fx) => brokenBodies(productTemplate(fx, fx.editable.variantId)),
  },
  {
    method: 'DELETE',
    route: '/api/admin/products/:id',
    roles: admins,
    path: withId('/api/admin/products', (fx) => [fx.spareProductId]),
    body: noBody,
  },
  // back office: banners and settings
  { method: 'GET', route: '/api/admin/banners', roles: admins, path: fixed('/api/admin/banners'), body: noBody },
  { method: 'POST', route: '/api/admin/banners', roles: admins, path: fixed('/api/admin/banners'), body: () => brokenBodies(bannerTemplate()) },
  {
    method: 'PATCH',
    route: '/api/admin/banners/:id',
    roles: admins,
    path: withId('/api/admin/banners', (fx) => [fx.bannerId]),
    body: () => brokenBodies(bannerTemplate()),
  },
  {
    method: 'DELETE',
    route: '/api/admin/banners/:id',
    roles: admins,
    path: withId('/api/admin/banners', (fx) => [fx.spareBannerId]),
    body: noBody,
  },
  { method: 'GET', route: '/api/admin/settings', roles: admins, path: fixed('/api/admin/settings'), body: noBody },
  { method: 'GET', route: '/api/admin/pages', roles: admins, path: fixed('/api/admin/pages'), body: noBody },
  {
    method: 'PUT',
    route: '/api/admin/pages/:key',
    roles: admins,
    path: withId('/api/admin/pages', () => ['about', 'contact']),
    body: () => brokenBodies({ titleEn: 'About us', titleAr: 'من نحن', bodyEn: 'We sew.', bodyAr: 'نخيط.' }),
  },
  {
    method: 'POST',
    route: '/api/admin/settings',
    roles: admins,
    path: fixed('/api/admin/settings'),
    body: () => brokenBodies({ key: 'codFee', value: '15.00' }),
  },
  // back office: orders and operations
  { method: 'GET', route: '/api/admin/orders', roles: admins, path: fixed('/api/admin/orders'), body: noBody },
  {
    method: 'GET',
    route: '/api/admin/orders/:id',
    roles: admins,
    path: withId('/api/admin/orders', (fx) => [fx.orderId], '', asOfQuery),
    body: noBody,
  },
  {
    method: 'GET',
    route: '/api/admin/orders/:id/history',
    roles: admins,
    path: withId('/api/admin/orders', (fx) => [fx.orderId], '/history', asOfQuery),
    body: noBody,
  },
  {
    method: 'DELETE',
    route: '/api/admin/orders/:id',
    roles: admins,
    path: withId('/api/admin/orders', (fx) => [fx.spareOrderId]),
    body: noBody,
  },
  { method: 'GET', route: '/api/admin/stats', roles: admins, path: fixed('/api/admin/stats'), body: noBody },
  { method: 'GET', route: '/api/admin/notifications', roles: admins, path: fixed('/api/admin/notifications'), body: noBody },
  { method: 'GET', route: '/api/admin/health', roles: admins, path: fixed('/api/admin/health'), body: noBody },
  { method: 'GET', route: '/api/audit/seal', roles: admins, path: fixed('/api/audit/seal'), body: noBody },
  { method: 'POST', route: '/api/admin/mail/retry', roles: admins, path: fixed('/api/admin/mail/retry'), body: noBody },
];

// ---------------------------------------------------------------------------------------------
// Running a generated request and checking the properties
// ---------------------------------------------------------------------------------------------

interface Case {
  readonly method: string;
  readonly path: string;
  readonly role: Role;
  readonly bogusCookie: string;
  readonly payload: Payload;
  readonly extras: Extras;
}

let store: TestStore;
let port: number;
let cookies: Record<'customer' | 'admin', string>;
let fx: Fixtures;
let requestsSent = 0;
const statusTally = new Map<number, number>();

function toRaw(test: Case, ownSession?: string): RawRequest {
  const headers: Record<string, string> = {};
  if (test.role === 'customer' || test.role === 'admin') headers.cookie = ownSession ?? cookies[test.role];
  if (test.role === 'bogus') headers.cookie = test.bogusCookie;
  const { extras, payload } = test;
  if (payload.kind === 'json') headers['content-type'] = 'application/json';
  if (payload.kind === 'raw') headers['content-type'] = payload.contentType;
  if (extras.contentType !== undefined) headers['content-type'] = extras.contentType;
  if (extras.contentEncoding !== undefined) headers['content-encoding'] = extras.contentEncoding;
  if (extras.idempotencyKey !== undefined) headers['idempotency-key'] = extras.idempotencyKey;
  if (extras.origin !== undefined) headers.origin = extras.origin;
  if (extras.requestId !== undefined) headers['x-request-id'] = extras.requestId;
  if (extras.ifNoneMatch !== undefined) headers['if-none-match'] = extras.ifNoneMatch;
  if (extras.accept !== undefined) headers.accept = extras.accept;
  return { method: test.method, path: test.path, headers, body: payload.kind === 'none' ? undefined : payload.text };
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

function describeCase(test: Case, response: RawResponse): string {
  const raw = toRaw(test);
  return [
    `${test.method} ${clip(test.path, 200)} as ${test.role}`,
    `headers: ${clip(JSON.stringify(raw.headers))}`,
    `body: ${raw.body === undefined ? '(none)' : clip(JSON.stringify(raw.body))}`,
    `-> ${response.status} ${String(response.headers['content-type'])}: ${clip(response.text)}`,
  ].join('\n');
}

/** Sends one request and checks the three properties; throws (with the request) when one fails. */
async function check(test: Case): Promise<void> {
  // A logout ends the session it is sent with: it gets a session of its own, so the shared ones live on. (Signed in
  // from an address of its own, which the fuzzed wrong passwords from this one cannot have run into its limits.)
  const ownSession =
    test.method === 'POST' && test.path.startsWith('/api/auth/logout') && (test.role === 'customer' || test.role === 'admin')
      ? sessionCookieOf(
          await requestFrom(store.url, '127.0.0.2', 'POST', '/api/auth/login', {
            body: test.role === 'admin' ? testAdmin : { email: fx.customerEmail, password: 'secret1' },
          }),
        )
      : undefined;
  await checkExchange(test.path, () => rawRequest(port, toRaw(test, ownSession)), (response) => describeCase(test, response));
}

/** The three properties, for any way of sending a request. */
async function checkExchange(path: string, send: () => Promise<RawResponse>, describe: (response: RawResponse) => string) {
  const before = await eventLog(store.db.pool);
  const response = await send();
  statusTally.set(response.status, (statusTally.get(response.status) ?? 0) + 1);
  const fail = (why: string) => {
    throw new Error(`${why}\n${describe(response)}`);
  };
  if (response.status === 0) fail('no HTTP answer');
  if (response.status >= 500) fail('server error');
  if (response.status >= 400) {
    if (/^\/api(\/|\?|$)/.test(path)) {
      if (!/^application\/json\b/.test(String(response.headers['content-type']))) fail('error answer is not JSON');
      const message = (response.json as { message?: unknown } | undefined)?.message;
      if (typeof message !== 'string' || message.length === 0) fail('error answer has no string message');
      const code = (response.json as { code?: unknown } | undefined)?.code;
      if (typeof code !== 'string' || !/^[a-z_]+$/.test(code)) fail('error answer has no stable code');
    }
    const after = await eventLog(store.db.pool);
    if (after !== before) fail(`a rejected request wrote to the event log (${before} -> ${after})`);
  }
}

const bogusCookieArb = fc.constantFrom(...bogusCookies);

function caseArb(endpoint: Endpoint): fc.Arbitrary<Case> {
  return fc.record({
    method: fc.constant(endpoint.method),
    path: endpoint.path(fx),
    role: fc.oneof(...endpoint.roles.map(([role, weight]) => ({ weight, arbitrary: fc.constant(role) }))),
    bogusCookie: bogusCookieArb,
    payload: endpoint.body(fx),
    extras: extrasArb,
  });
}

async function runProperty(arbitrary: fc.Arbitrary<Case>, offset: number, numRuns = runsPerEndpoint) {
  const generated = async (test: Case) => {
    requestsSent += 1;
    await check(test);
  };
  await fc.assert(fc.asyncProperty(arbitrary, generated), { seed: seed + offset, numRuns, endOnFailure: true });
}

// ---------------------------------------------------------------------------------------------

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
let prototypeBefore: string[];

beforeAll(async () => {
  prototypeBefore = prototypeKeys();
  store = await startTestStore();
  port = store.running.port;
  const customerEmail = 'huda.fuzz@example.com';
  cookies = { admin: await store.login(), customer: await store.customer(customerEmail) };

  const created = async (response: Promise<TestResponse>) => {
    const answer = await response;
    if (answer.status !== 201) throw new Error(`fixture: ${answer.status} ${answer.text}`);
    return answer.body as { id: string } & Record<string, any>;
  };
  const admin = (path: string, body: unknown) => created(store.request('POST', path, { cookie: cookies.admin, body }));
  const category = await admin('/api/admin/categories', { nameEn: 'Abayas', nameAr: 'عبايات' });
  const spareCategory = await admin('/api/admin/categories', { nameEn: 'Spare', nameAr: 'احتياط' });
  const productBody = (nameEn: string, image = 'https://images.example.com/abaya.jpg') => ({
    nameEn,
    nameAr: 'عباية',
    categoryId: category.id,
    variants: [
      { size: '52', color: 'Black', price: '120.50', stock: 1_000_000 },
      { size: '54', color: 'Navy', price: '130.00', stock: 1_000_000 },
    ],
    images: [{ url: image, isPrimary: true, position: 0 }],
  });
  const product = await admin('/api/admin/products', productBody('Black Abaya', pngImage([10, 20, 30]).dataUrl));
  const editable = await admin('/api/admin/products', productBody('Editable Abaya'));
  const spareProduct = await admin('/api/admin/products', productBody('Spare Abaya'));
  const banner = await admin('/api/admin/banners', bannerTemplate());
  const spareBanner = await admin('/api/admin/banners', bannerTemplate());
  fx = {
    customerEmail,
    categoryId: category.id,
    spareCategoryId: spareCategory.id,
    product: { id: product.id, slug: product.slug, variantId: product.variants[0].id },
    editable: { id: editable.id, variantId: editable.variants[0].id },
    spareProductId: spareProduct.id,
    bannerId: banner.id,
    spareBannerId: spareBanner.id,
    orderId: '',
    spareOrderId: '',
    mediaName: String(product.images[0].url).replace('/api/media/', ''),
  };
  const order = () => created(store.request('POST', '/api/orders', { cookie: cookies.customer, body: orderTemplate(fx) }));
  fx.orderId = (await order()).id;
  fx.spareOrderId = (await order()).id;
});

afterAll(async () => {
  console.log(
    `bad-input: ${requestsSent} generated requests sent (seed ${seed}); statuses ${[...statusTally.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')}`,
  );
  closeAgent();
  await store?.stop();
});

describe('hostile input never breaks the API', () => {
  it('fuzzes every route the mounted routers define', () => {
    expect(captured.app, 'the store did not build its app through createApp').toBeDefined();
    const fuzzed = [...new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.route}`))].sort();
    expect(fuzzed).toEqual(apiRouteKeys(captured.app!));
  });

  endpoints.forEach((endpoint, index) => {
    it(`${endpoint.method} ${endpoint.route}`, async () => {
      await runProperty(caseArb(endpoint), index);
    });
  });

  it('unknown API paths and methods', async () => {
    const unknown: fc.Arbitrary<Case> = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'TRACE'),
      path: fc.oneof(
        fc.constantFrom('/api', '/api/', '/api/nope', '/api/admin', '/api/admin/', '/api/orders/x/status/extra', '/api//products', '/api/products/a/b', '/api/auth', '/api/%2e%2e/etc/passwd'),
        fc.array(shortHostileString.map(percentEncode), { minLength: 1, maxLength: 4 }).map((parts) => `/api/${parts.join('/')}`),
        fc.array(shortHostileString.map(percentEncode), { minLength: 1, maxLength: 3 }).map((parts) => `/api/admin/${parts.join('/')}`),
      ),
      role: fc.constantFrom<Role>('visitor', 'customer', 'admin', 'bogus'),
      bogusCookie: bogusCookieArb,
      payload: strayBodies,
      extras: extrasArb,
    });
    await runProperty(unknown, endpoints.length, 60);
  });

  it('messages that Node\'s HTTP parser refuses (oversized headers, smuggling, bad framing)', async () => {
    const paths = ['/api/health', '/api/auth/login', '/api/orders', '/api/admin/categories', '/api/admin/orders'];
    const defects: ReadonlyArray<(method: string, path: string, size: number) => string> = [
      (method, path, size) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(size)}\r\n`,
      (method, path, size) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nCookie: session=${'a'.repeat(size)}\r\n`,
      (method, path, size) => `${method} ${path}?q=${'a'.repeat(size)} HTTP/1.1\r\nHost: x\r\n`,
      (method, path, size) => `${method} ${path} HTTP/1.1\r\nHost: x\r\n${'X-H: v\r\n'.repeat(Math.ceil(size / 8))}`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nNo colon here\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost : x\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\n`,
      (method, path) => `${method} ${path}\u00e9 HTTP/1.1\r\nHost: x\r\n`,
      (method, path) => `${method} ${path} HTTP/9.9\r\nHost: x\r\n`,
      (method, path) => `${method}  ${path}  HTTP/1.1\r\nHost: x\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n`,
      (method, path) => `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      (method, path) =>
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"nameEn":"cut`,
    ];
    const messages = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PATCH'),
      path: fc.constantFrom(...paths),
      defect: fc.nat({ max: defects.length - 1 }),
      size: fc.integer({ min: 17 * 1024, max: 64 * 1024 }),
    });
    const property = fc.asyncProperty(messages, async ({ method, path, defect, size }) => {
      requestsSent += 1;
      // Every message ends its headers with `Connection: close` (where it still has headers to end), so the answer ends.
      const text = defects[defect]!(method, path, size);
      const message = text.includes('\r\n\r\n') ? text : `${text}Connection: close\r\n\r\n`;
      await checkExchange(path, () => socketExchange(port, Buffer.from(message, 'latin1')), (response) =>
        `defect #${defect}: ${clip(JSON.stringify(message))}\n-> ${response.status}: ${clip(response.text)}`,
      );
    });
    await fc.assert(property, { seed: seed + endpoints.length + 1, numRuns: 80, endOnFailure: true });
  });

  it('answers an oversized body with a JSON 413 and writes nothing', async () => {
    const big = `{"nameEn":"${'x'.repeat(11 * 1024 * 1024)}","nameAr":"y"}`;
    for (const path of ['/api/admin/categories', '/api/orders', '/api/auth/register']) {
      const test: Case = { method: 'POST', path, role: 'admin', bogusCookie: '', payload: { kind: 'json', text: big }, extras: {} };
      await check(test);
    }
  });

  it('sent at least 1,000 generated requests, and no prototype was polluted', async () => {
    expect(requestsSent).toBeGreaterThanOrEqual(1000);
    // The customer's and the admin's requests went out with live sessions to the end (none was logged out).
    for (const cookie of Object.values(cookies)) expect((await store.request('GET', '/api/auth/me', { cookie })).status).toBe(200);
    // The store runs in this process: a polluted Object.prototype would show here.
    expect(prototypeKeys()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});
