// The JavaScript a shopper's first visit loads, measured from the built index.html, and the proof that none
// of it is admin code (from the chunks' source maps: the exact modules each chunk holds).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  /** Chunks index.html names: module scripts and modulepreload links. */
  readonly declared: string[];
  /** Those plus every chunk they import statically (what runs before the first render). */
  readonly chunks: Array<{ file: string; bytes: number; gzipBytes: number }>;
  readonly gzipBytes: number;
  readonly rawBytes: number;
  /** Admin-only modules found in first-load chunks (should be none). */
  readonly adminModules: string[];
  /** Admin modules allowed eagerly by design (the route gate). */
  readonly allowedAdminModules: string[];
  /** Admin-only modules found in the lazy chunks: shows the check can see them. */
  readonly adminModulesElsewhere: number;
  readonly mapsFound: boolean;
  /** Bytes of admin UI text (i18n entries "admin.*") in first-load chunks: text, not code. */
  readonly adminTextBytes: number;
}

const adminModule = (source: string) =>
  /web\/src\/app\/routes\/admin\//.test(source) ||
  /web\/src\/features\/(admin-|live\/)/.test(source) ||
  /web\/src\/components\/admin\//.test(source) ||
  /node_modules\/(socket\.io-client|engine\.io-client)\//.test(source);
/** The router keeps its admin gate eager on purpose (everything behind it is lazy). */
const allowedEagerly = (source: string) => /web\/src\/app\/routes\/admin\/gate\.tsx$/.test(source);

function sourcesOf(file: string): string[] | null {
  const map = `${file}.map`;
  if (!existsSync(map)) return null;
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

export function measureFirstLoad(webRoot: string): FirstLoad {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const declared: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script/.test(tag) && /type=["']?module/.test(tag);
    const isPreload = /^<link/.test(tag) && /rel=["']?modulepreload/.test(tag);
    if (!isModule && !isPreload) continue;
    const url = /(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
    if (url && !/^https?:/.test(url)) declared.push(url.replace(/^\//, ''));
  }
  // Static imports (not import()) of each chunk, recursively.
  const seen = new Set<string>();
  const queue = [...declared];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(webRoot, file), 'utf8');
    const staticImport = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
    for (const match of code.matchAll(staticImport)) {
      queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!)));
    }
  }
  const chunks = [...seen].map((file) => {
    const bytes = readFileSync(path.join(webRoot, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });

  const adminModules: string[] = [];
  const allowedAdminModules: string[] = [];
  let mapsFound = true;
  let adminTextBytes = 0;
  for (const chunk of chunks) {
    const sources = sourcesOf(path.join(webRoot, chunk.file));
    if (!sources) {
      mapsFound = false;
      continue;
    }
    for (const source of sources.filter(adminModule)) {
      (allowedEagerly(source) ? allowedAdminModules : adminModules).push(source.replace(/^(\.\.\/)+/, ''));
    }
    const code = readFileSync(path.join(webRoot, chunk.file), 'utf8');
    for (const match of code.matchAll(/["']admin\.[\w.-]+["']\s*:\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`)/g)) {
      adminTextBytes += Buffer.byteLength(match[0]);
    }
  }
  // Admin modules in the other (lazy) chunks.
  let adminModulesElsewhere = 0;
  const assets = path.join(webRoot, 'assets');
  if (existsSync(assets)) {
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const relative = `assets/${file}`;
      if (seen.has(relative)) continue;
      adminModulesElsewhere += (sourcesOf(path.join(assets, file)) ?? []).filter(adminModule).length;
    }
  }
  return {
    declared,
    chunks,
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    rawBytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    adminModules,
    allowedAdminModules,
    adminModulesElsewhere,
    mapsFound,
    adminTextBytes,
  };
}
