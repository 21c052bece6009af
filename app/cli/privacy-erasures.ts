// npm run privacy:erasures -- FILE: writes every erasure the event log records (account id, time, by whom, position:
// no personal data) to FILE as JSON lines. Kept beside the backups and written again after every erasure (or daily),
// it lets `npm run restore -- BACKUP --erasures FILE` make again the erasures made after that backup.
import { rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatErasureList, readErasureList } from '../../services/identity/erasure-list.js';
import { count, userPath } from './args.js';
import { connectForTool } from './connect.js';

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
if (files.length !== 1) {
  console.error('Usage: npm run privacy:erasures -- FILE');
  process.exit(2);
}
const file = userPath(files[0]!);
const folder = await stat(path.dirname(file)).catch(() => null);
if (!folder?.isDirectory()) {
  console.error(`Erasure list failed: there is no folder ${path.dirname(file)} to write ${path.basename(file)} into.`);
  process.exit(1);
}

const tool = await connectForTool({ migrate: false });
try {
  const entries = await readErasureList(tool.pool);
  // Written whole, then moved into place: the list kept with the backups is never half a list.
  const partial = `${file}.partial`;
  await writeFile(partial, formatErasureList(entries), { mode: 0o600 });
  await rename(partial, file);
  const last = entries.at(-1);
  console.log(
    `Erasure list written to ${file}: ${count(entries.length)} erasures` +
      (last ? `, the newest ${last.erasedAt} (position ${count(last.position)}).` : '.'),
  );
} catch (error) {
  console.error(`Erasure list failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await tool.close();
}
