// A small HTTP/1.1 keep-alive client over node:http (no extra dependency), plus the store's session calls.
import http from 'node:http';

export interface HttpAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly raw: Buffer;
  readonly text: string;
  /** Parsed JSON, or undefined when the body is not JSON. */
  readonly body: any;
  readonly ms: number;
}

export function keepAliveAgent(maxSockets = 1): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

export function request(
  url: string,
  method: string,
  options: { body?: unknown; cookie?: string; agent?: http.Agent; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: options.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString('utf8');
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text, body, ms: performance.now() - started });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function sessionCookieOf(answer: HttpAnswer): string {
  const setCookie = answer.headers['set-cookie'] ?? [];
  for (const line of setCookie) {
    const match = /^session=([^;]+)/.exec(line);
    if (match) return `session=${match[1]}`;
  }
  throw new Error(`no session cookie (status ${answer.status}: ${answer.text.slice(0, 200)})`);
}

export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await request(`${baseUrl}/api/auth/login`, 'POST', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${answer.text}`);
  return sessionCookieOf(answer);
}

export async function registerCustomer(baseUrl: string, email: string): Promise<{ cookie: string; id: string }> {
  const answer = await request(`${baseUrl}/api/auth/register`, 'POST', {
    body: { name: 'Bench Shopper', email, password: 'bench-shopper-1' },
  });
  if (answer.status !== 201) throw new Error(`register: ${answer.status} ${answer.text}`);
  return { cookie: sessionCookieOf(answer), id: answer.body.id };
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(runners);
  return results;
}
