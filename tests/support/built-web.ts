import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app reduced to what the server's first views need: `index.html` and the templates the build writes
 * (`first-view.json`, web/vite/first-view.ts), in a folder of its own for a test store's WEB_DIR.
 */
export async function builtWeb(indexHtml: string, templates: Record<string, string>): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-web-'));
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, 'first-view.json'), JSON.stringify(templates));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
