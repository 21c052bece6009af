// Builds the web app and the server when their output is missing or older than their sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach((dir) => walk(path.join(root, dir)));
  return latest;
}

const age = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

export function ensureBuilt({ quiet = false } = {}) {
  const run = (script) => execSync(`npm run --silent ${script}`, { cwd: root, stdio: quiet ? 'ignore' : 'inherit' });
  const webOut = path.join(root, 'dist/web/index.html');
  if (age(webOut) < newest(['web'])) {
    if (!quiet) console.log('Building the web app...');
    run('build:web');
  }
  const serverOut = path.join(root, 'dist/server/main.js');
  if (age(serverOut) < newest(['events', 'rules', 'services', 'projections', 'infra', 'app'])) {
    if (!quiet) console.log('Building the server...');
    run('build:server');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt();
