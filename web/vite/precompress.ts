import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser downloads. Source maps are left alone: only developer tools fetch them. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than a round trip's worth of headers. */
const smallestWorthCompressing = 1024;

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of the
 * build, so the server can send them as they are (infra/http/web-files.ts) instead of compressing on every request
 * or, as before, not at all. A copy that would not be smaller is not written.
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "sakina:precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder are both written.
    async closeBundle() {
      const written = await precompressDirectory(outDir);
      this.info(`precompressed ${written.length} files (.br and .gz)`);
    },
  };
}

/** Precompresses every compressible file under `dir`; returns the copies written, relative to `dir`. */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(files.map((file) => precompressFile(file)));
  return written.flat().map((file) => path.relative(dir, file).split(path.sep).join("/")).sort();
}

async function precompressFile(file: string): Promise<string[]> {
  if ((await stat(file)).size < smallestWorthCompressing) return [];
  const content = await readFile(file);
  const copies = [
    {
      file: `${file}.br`,
      body: await brotli(content, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    },
    { file: `${file}.gz`, body: await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }) },
  ].filter((copy) => copy.body.length < content.length);
  await Promise.all(copies.map((copy) => writeFile(copy.file, copy.body)));
  return copies.map((copy) => copy.file);
}
