// npm run restore -- FILE [--erasures LIST]: loads a backup into an empty database (embedded or DATABASE_URL) and
// rebuilds every read model. A non-empty database or a damaged file is refused before anything is written. With
// --erasures, every erasure of LIST (`npm run privacy:erasures`) the backup does not hold is made again before the
// read models are built; without it, erasures made after the backup are not re-applied (a warning says so).
import { constants } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import {
  ErasureListDamaged,
  parseErasureList,
  reapplyErasures,
  type ErasureEntry,
} from '../../services/identity/erasure-list.js';
import { BackupDamaged, restoreBackup, RestoreRefused } from '../backup/index.js';
import { storeMigrations } from '../schema.js';
import { count, megabytes, option, userPath } from './args.js';
import { connectForTool } from './connect.js';
import { stepBars } from './progress.js';

const usage = 'Usage: npm run restore -- FILE [--erasures ERASURE-LIST]';
const args = process.argv.slice(2);
const erasuresArg = option(args, '--erasures');
if (args.includes('--erasures') && !erasuresArg) {
  console.error(usage);
  process.exit(2);
}
const files = args.filter((arg, index) => !arg.startsWith('-') && args[index - 1] !== '--erasures');
if (files.length !== 1) {
  console.error(usage);
  process.exit(2);
}
const file = userPath(files[0]!);
// Before anything else: a mistyped name must not start (or create) an embedded database.
await access(file, constants.R_OK).catch(() => {
  console.error(`Restore failed: cannot read ${file}.`);
  process.exit(1);
});
// The list is read and checked before anything is written, too.
let erasures: ErasureEntry[] | null = null;
if (erasuresArg) {
  const listFile = userPath(erasuresArg);
  try {
    erasures = parseErasureList(await readFile(listFile, 'utf8'));
  } catch (error) {
    console.error(
      error instanceof ErasureListDamaged
        ? `Restore refused: the erasure list ${listFile} is damaged: ${error.message}. Nothing was written.`
        : `Restore failed: cannot read the erasure list ${listFile}.`,
    );
    process.exit(1);
  }
} else {
  console.warn(
    'Warning: no erasure list (--erasures FILE, written by npm run privacy:erasures): erasures made after this backup ' +
      'are not re-applied, and the personal data they erased comes back with it.',
  );
}

// The one tool that may make a new embedded cluster: restoring into an empty DATA_DIR is how a store moves.
const tool = await connectForTool({ migrate: false, create: true });
const bars = stepBars();
try {
  const started = Date.now();
  const summary = await restoreBackup(tool.pool, tool.store, file, {
    migrations: storeMigrations,
    onProgress: ({ step, done, total }) => bars.update(step, done, total),
    beforeReadModels: async () => (erasures ? reapplyErasures(tool.store, erasures) : null),
  });
  bars.finish();
  const { header, seconds } = summary;
  const positions = summary.positions.first === null ? 'none' : `${count(summary.positions.first)}–${count(summary.positions.last!)}`;
  console.log(`Restored the backup made ${header.createdAt} (${header.store.migrations.length} migrations):`);
  console.log(`  ${count(summary.events)} events in ${count(summary.streams)} streams (positions ${positions}), ` +
    `${count(summary.media)} images (${megabytes(header.counts.mediaBytes)}); the next order number is ${summary.nextOrderNumber} or later.`);
  console.log(`  ${count(summary.dataKeys.kept)} personal data keys (still wrapped by DATA_KEY), ` +
    `${count(summary.dataKeys.destroyed)} destroyed by erasures in the backup.`);
  const reapplied = summary.reapplied;
  if (reapplied) {
    console.log(`  erasure list: ${count(reapplied.reapplied.length)} erasures made after the backup re-applied, ` +
      `${count(reapplied.alreadyErased)} already in it, ${count(reapplied.absent)} of accounts it does not hold.`);
  }
  if (summary.sealHead) {
    console.log(`  audit seal: ${count(summary.sealLinks)} links, head at position ${count(summary.sealHead.position)} ` +
      `(hash ${summary.sealHead.hash}); npm run audit:verify checks it against the restored log.`);
  }
  const rows = Object.entries(summary.readModelRows).filter(([table]) => !table.endsWith('_version'));
  console.log(`  ${summary.readModels.length} read models rebuilt: ${rows.map(([table, n]) => `${table} ${count(n)}`).join(', ')} rows.`);
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s (checking the file ${seconds.verify.toFixed(1)} s, ` +
      `writing ${seconds.write.toFixed(1)} s, read models ${seconds['read models'].toFixed(1)} s). ` +
      'Users and admins sign in again with their own passwords (sessions are not part of a backup).',
  );
} catch (error) {
  bars.finish();
  const known = error instanceof BackupDamaged || error instanceof RestoreRefused;
  console.error(
    error instanceof BackupDamaged
      ? `Restore refused: ${error.message} Nothing was written.`
      : `Restore ${known ? 'refused' : 'failed'}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await tool.close();
}
