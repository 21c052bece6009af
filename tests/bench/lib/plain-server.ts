// The bench-only build of the store with personal data in plain text (helpers/plain-personal-data-main.ts), bundled
// as scripts/build-server.mjs bundles the store, so the two differ only in the vault's seal and open.
import { build } from 'esbuild';
import path from 'node:path';
import { repoRoot } from './env.js';

export const plainServerEntry = path.join(repoRoot, 'dist/bench/plain-personal-data-main.js');

export async function buildPlainServer(): Promise<string> {
  await build({
    entryPoints: { 'plain-personal-data-main': path.join(repoRoot, 'tests/bench/helpers/plain-personal-data-main.ts') },
    outdir: path.dirname(plainServerEntry),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return plainServerEntry;
}
