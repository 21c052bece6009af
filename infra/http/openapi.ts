import { z } from 'zod';
import type { RouteDefinition } from './routes.js';

/**
 * The API described for its clients (OpenAPI 3.1, whose schemas are JSON Schema 2020-12): each route's definition
 * (routes.ts) is its operation, with the zod schemas it already parses requests with and the answer schemas its
 * module publishes (schemas.ts), and the document is drawn from those, so it cannot drift from what the code checks
 * and sends.
 */

/** Who may call an operation: anyone, a signed-in shopper, admins, or admins and auditors (routes.ts checks it). */
export type ApiAccess = 'anyone' | 'customer' | 'admin' | 'audit';

/** An answer that is not JSON: its media type, and a schema when it has one (e.g. CSV is a string). */
export interface OtherBody {
  readonly mediaType: string;
}

export interface ApiOperation {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route pattern as the routers define it (`/api/orders/:id/status`). */
  readonly route: string;
  readonly summary: string;
  readonly access: ApiAccess;
  /** The query's schema (an object, perhaps refined or transformed): each property becomes a parameter. */
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Success answers by status: a zod schema for JSON, another media type, or null for no body (204). */
  readonly responses: Readonly<Record<number, z.ZodType | OtherBody | null>>;
  /**
   * A list of the paging convention (ADR 022): `limit` and `cursor` in, `X-Total-Count` and `Link` out; `bounded`:
   * its total may be a bound (a search counted up to a cap), said by `X-Total-Count-Exact`.
   */
  readonly paged?: true | 'bounded';
  /** Names of request headers the operation reads (e.g. Idempotency-Key), all optional. */
  readonly headers?: readonly string[];
}

/** Every error answer: `{ message, code, reason?, params?, errors? }` (infra/errors.ts). */
export const errorAnswer = z.object({
  message: z.string(),
  code: z.string().describe('Stable snake_case code the clients translate'),
  reason: z.string().optional().describe('Why, where a code has several causes (cod_unavailable)'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional().describe('Messages by field'),
});

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
export const openApiPath = (route: string) => route.replace(/:([A-Za-z_]\w*)/g, '{$1}');

const pathParameters = (route: string) =>
  [...route.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));

const queryParameters = (query: z.ZodType | undefined, paged: boolean) => {
  const described = query ? toSchema(query, 'input') : { properties: {}, required: [] };
  const properties = (described.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((described.required ?? []) as string[]);
  const parameters = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
  if (paged) {
    parameters.push(
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
      { name: 'cursor', in: 'query', required: false, schema: { type: 'string', description: 'The `Link` header of the page before names it' } },
    );
  }
  return parameters;
};

const pagingHeaders = {
  'X-Total-Count': { description: 'Rows that match, across all pages', schema: { type: 'integer', minimum: 0 } },
  Link: { description: 'The next page, `<url>; rel="next"`, while more rows follow', schema: { type: 'string' } },
};

const boundedPagingHeaders = {
  ...pagingHeaders,
  'X-Total-Count-Exact': {
    description: '`false` when the list stopped counting at `X-Total-Count` (a broad search): more rows match',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
};

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

function describeOperation(operation: ApiOperation) {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    const headers =
      operation.paged && status.startsWith('2') ? { headers: operation.paged === 'bounded' ? boundedPagingHeaders : pagingHeaders } : {};
    if (answer === null) responses[status] = { description: 'No content', ...headers };
    else if (isZod(answer)) {
      responses[status] = { description: 'Success', ...headers, content: { 'application/json': { schema: toSchema(answer, 'output') } } };
    } else responses[status] = { description: 'Success', ...headers, content: { [answer.mediaType]: { schema: { type: 'string' } } } };
  }
  // Every JSON answer carries a strong ETag (app.ts), so any read may answer a conditional request with 304.
  if (operation.method === 'GET') responses['304'] ??= { description: 'Not modified (If-None-Match)' };
  responses.default = { description: 'An error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  const parameters = [
    ...pathParameters(operation.route),
    ...queryParameters(operation.query, operation.paged !== undefined),
    ...(operation.headers ?? []).map((name) => ({ name, in: 'header', required: false, schema: { type: 'string' } })),
  ];
  return {
    summary: operation.summary,
    'x-access': operation.access,
    ...(operation.access === 'anyone' ? {} : { security: [{ session: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(operation.body, 'input') } } } }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of these operations. */
export function openApiDocument(operations: readonly ApiOperation[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const path = (paths[openApiPath(operation.route)] ??= {});
    const method = operation.method.toLowerCase();
    if (path[method]) throw new Error(`API document: ${operation.method} ${operation.route} is described twice`);
    path[method] = describeOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'Money is a decimal string in AED. Lists page by `limit` and `cursor` (ADR 022).' },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { Error: toSchema(errorAnswer, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } },
    },
  };
}

/** The document's own route: public, drawn once (the operations do not change while the store runs). */
export const openApiRoutes: readonly RouteDefinition<() => readonly ApiOperation[]>[] = [
  {
    method: 'GET',
    route: '/api/openapi.json',
    summary: 'This API described (OpenAPI 3.1)',
    access: 'anyone',
    sameForAnyone: true,
    responses: {
      200: z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }).loose(), paths: z.record(z.string(), z.unknown()) }).loose(),
    },
    handler: (operations) => {
      let document: string | undefined;
      return (_req, res) => {
        document ??= JSON.stringify(openApiDocument(operations(), { title: 'Modest store API', version: '1' }));
        res.setHeader('cache-control', 'public, max-age=300');
        res.type('application/json').send(document);
      };
    },
  },
];
