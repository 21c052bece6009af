// npm run backup [-- --out FILE]: writes the store's event log, uploaded images and the counters outside the log to
// one compressed, checksummed file, from one snapshot of a running or stopped store.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { writeBackup } from '../backup/index.js';
import { count, megabytes, option, userPath } from './args.js';
import { connectForTool } from './connect.js';
import { stepBars } from './progress.js';

const args = process.argv.slice(2);
const out = option(args, '--out');
if (args.includes('--out') && !out) {
  console.error('Usage: npm run backup -- --out FILE');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const file = userPath(out ?? `store-backup-${stamp}.jsonl.br`);
const folder = await stat(path.dirname(file)).catch(() => null);
if (!folder?.isDirectory()) {
  console.error(`Backup failed: there is no folder ${path.dirname(file)} to write ${path.basename(file)} into.`);
  process.exit(1);
}

const tool = await connectForTool({ migrate: false });
const bars = stepBars();
try {
  const started = Date.now();
  const summary = await writeBackup(tool.pool, file, {
    onProgress: ({ section, done, total }) =>
      section === 'media' ? bars.update('images', done, total, 'images') : bars.update(section, done, total),
  });
  bars.finish();
  const { counts } = summary.header;
  const size = (await stat(file)).size;
  console.log(
    `Backup written to ${file} (${megabytes(size)}): ${count(counts.events)} events in ${count(counts.streams)} streams, ` +
      `${count(counts.media)} images (${megabytes(counts.mediaBytes)}), in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(`SHA-256 of its contents: ${summary.sha256}. Restore with: npm run restore -- ${file}`);
  if (summary.unknownTables.length > 0) {
    console.warn(
      `Warning: not in the backup, and not known to it: ${summary.unknownTables.join(', ')}. ` +
        'If they hold data that is not rebuilt from the event log, the backup must learn about them (app/backup/tables.ts).',
    );
  }
} catch (error) {
  bars.finish();
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await tool.close();
}
