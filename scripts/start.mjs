// `npm start`: builds what is missing or stale, then runs the store (or another built entry: rebuild, replay,
// mail-preview, backup, restore).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';

const [entry = 'main', ...args] = process.argv.slice(2);
ensureBuilt();
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server', `${entry}.js`), ...args], {
  stdio: 'inherit',
});
// Signals go to the store itself so it can shut down cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
