// `npm start`: builds what is missing or stale, then runs the store (or another built entry: rebuild, replay,
// mail-preview, backup, restore, privacy-erasures).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';

const [entry = 'main', ...args] = process.argv.slice(2);
// `npm start` runs this under a shell, and a SIGTERM to npm ends that shell without passing the signal on: the
// parent going away is then the only sign that the store must stop. Noted before the build, which may take a while.
const parent = process.ppid;
const parentGone = () => process.ppid !== parent;
ensureBuilt();
if (parentGone()) process.exit(1);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// The store gets an IPC channel, which closes when this process ends, however it ends (even SIGKILL): it then stops
// by itself. The tools get none: an open channel would keep them from ending when their work is done.
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server', `${entry}.js`), ...args], {
  stdio: ['inherit', 'inherit', 'inherit', ...(entry === 'main' ? ['ipc'] : [])],
});
const forward = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
// Signals go to the store itself so it can shut down cleanly.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
const watch = setInterval(() => {
  if (!parentGone()) return;
  clearInterval(watch);
  forward('SIGTERM');
}, 250);
child.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? (signal ? 1 : 0));
});
