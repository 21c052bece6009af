import type { RequestHandler } from 'express';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedCodingsOf, codings, type Coding } from './content-coding.js';

/** Below this a compressed body saves too little to be worth the work and a header (as the cached reads, cache.ts). */
export const compressJsonFrom = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Answers are compressed once each, while the client waits: Brotli at quality 4 (a dynamic page's usual choice: near
 * gzip's speed, smaller output; 11 would take ~30 times longer), gzip at its default level. On zlib's thread pool,
 * so a large answer does not hold the event loop.
 */
const compressors: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body),
};

/**
 * Every JSON answer of the API over 1 KB goes out Brotli- or gzip-compressed to a client that accepts it (lists,
 * admin and account answers alike). It works at `res.json`: the body is whole and its size known, and Express then
 * sends the compressed bytes as any other, with a strong ETag of those bytes (each coding its own representation and
 * tag, so a revalidation compares like with like) and a 304 when the client has them. `Vary: Accept-Encoding` goes on
 * every JSON answer, compressed or not, as the same URL may be either.
 */
export const compressJson: RequestHandler = (req, res, next) => {
  const allowed = acceptedCodingsOf(req.headers['accept-encoding']);
  const coding = codings.find((candidate) => allowed.has(candidate));
  const json = res.json.bind(res);
  res.json = (value: unknown) => {
    res.vary('Accept-Encoding');
    if (!coding || res.getHeader('content-encoding') !== undefined) return json(value);
    const app = req.app;
    const text = JSON.stringify(value, app.get('json replacer'), app.get('json spaces'));
    if (text === undefined || Buffer.byteLength(text) < compressJsonFrom) return json(value);
    if (!res.getHeader('content-type')) res.setHeader('content-type', 'application/json; charset=utf-8');
    const body = Buffer.from(text);
    compressors[coding](body).then(
      (compressed) => {
        res.setHeader('content-encoding', coding);
        res.send(compressed);
      },
      () => res.send(body),
    );
    return res;
  };
  next();
};
