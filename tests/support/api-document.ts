import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Checks answers against the served OpenAPI document: finds the operation a method and URL fall under, and
 * validates the JSON answer with the schema the document gives its status (or its `default`, the error shape).
 */

interface MediaObject {
  readonly schema?: Record<string, unknown>;
}
interface ResponseObject {
  readonly content?: Record<string, MediaObject>;
  readonly headers?: Record<string, unknown>;
}
interface Operation {
  readonly responses: Record<string, ResponseObject>;
}
export interface ApiDocument {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { readonly schemas: Record<string, unknown> };
}

export interface AnswerCheck {
  /** The document's path template the URL fell under, e.g. `/api/orders/{id}`; null when none. */
  readonly path: string | null;
  /** Problems found, empty when the answer fits the document. */
  readonly problems: readonly string[];
}

/** Keys as `METHOD /api/x/:id`, for comparing with the routers' own table. */
export const documentedRouteKeys = (document: ApiDocument) =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`))
    .sort();

export function answerChecker(document: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'store:components', components: document.components } as never);
  // Literal paths before templated ones, so /api/admin/orders.csv is not taken for /api/admin/orders/{id}.
  const templates = Object.keys(document.paths)
    .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`), params: (path.match(/\{/g) ?? []).length }))
    .sort((a, b) => a.params - b.params);
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: Record<string, unknown>) => {
    let validate = compiled.get(key);
    if (!validate) {
      // References into the document (`#/components/...`) resolve against the components added above.
      const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"store:components#/components/'));
      validate = ajv.compile(resolved);
      compiled.set(key, validate);
    }
    return validate;
  };

  return (method: string, url: string, status: number, contentType: string | null, body: unknown): AnswerCheck => {
    const pathname = new URL(url, 'http://store.invalid').pathname;
    const template = templates.find((candidate) => candidate.pattern.test(pathname) && document.paths[candidate.path]![method.toLowerCase()]);
    if (!template) return { path: null, problems: [`${method} ${pathname} is not in the document`] };
    const operation = document.paths[template.path]![method.toLowerCase()]!;
    const response = operation.responses[String(status)] ?? (status >= 400 ? operation.responses.default : undefined);
    const where = `${method} ${template.path} ${status}`;
    if (!response) return { path: template.path, problems: [`${where}: status not documented`] };
    const isJson = contentType?.includes('application/json') ?? false;
    if (!response.content) {
      return { path: template.path, problems: body === undefined || body === '' ? [] : [`${where}: documented without a body`] };
    }
    const media = Object.keys(response.content);
    if (isJson !== media.includes('application/json')) {
      return { path: template.path, problems: [`${where}: answered ${contentType}, documented ${media.join(', ')}`] };
    }
    if (!isJson) return { path: template.path, problems: [] };
    const validate = validatorFor(`${where}`, response.content['application/json']!.schema ?? {});
    if (validate(body)) return { path: template.path, problems: [] };
    return {
      path: template.path,
      problems: (validate.errors ?? []).map((error) => `${where}: ${error.instancePath || '(answer)'} ${error.message ?? ''}`),
    };
  };
}
