import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** The security headers every answer carries (helmet's defaults, with a policy that lets the shop load its pictures). */
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'connect-src': ["'self'", 'ws:', 'wss:'],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * The same headers as name/value pairs, taken once from the middleware itself: they depend on nothing in the
 * request, so answers written outside Express (public-reads/fast-path.ts) set them without running it.
 */
export function fixedSecurityHeaders(): ReadonlyArray<readonly [string, string]> {
  const recorded = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      recorded.delete(name.toLowerCase());
    },
  };
  let done = false;
  securityHeaders({} as IncomingMessage, response as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('the security headers middleware did not finish at once');
  return [...recorded];
}
