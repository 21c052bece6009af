import { request } from 'node:http';

export interface AddressedResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: any;
  readonly text: string;
}

/**
 * One JSON call to the store sent from a chosen loopback address (Linux routes all of 127.0.0.0/8 to the loopback
 * interface, so 127.0.0.2 is as good a client as 127.0.0.1): the store sees it as another client.
 */
export function requestFrom(
  baseUrl: string,
  localAddress: string,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<AddressedResponse> {
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string | number> = { connection: 'close', ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${path}`, { method, headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The `session=...` pair of a response's Set-Cookie, to send back as a Cookie header. */
export function sessionCookieOf(response: { headers: Record<string, string | string[] | undefined> }): string {
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('; ');
  const match = /session=([^;]+)/.exec(setCookie);
  if (!match) throw new Error('no session cookie in the answer');
  return `session=${match[1]}`;
}
