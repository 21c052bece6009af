// Finds nginx for the reverse-proxy test: NGINX_PATH, then the usual places; installs Debian's package when run as root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const usualPaths = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx'];

export const nginxMissing =
  'No nginx for the reverse-proxy test: install Debian\'s "nginx" package (apt-get install nginx; .ci/run does) or set NGINX_PATH.';

const onPath = () =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'nginx'))
    .find((candidate) => existsSync(candidate));

function installed() {
  const given = process.env.NGINX_PATH;
  if (given) return existsSync(given) ? given : undefined;
  return usualPaths.find((candidate) => existsSync(candidate)) ?? onPath();
}

/** The nginx executable, installing it first when missing and run as root with apt; undefined when there is none. */
export function findNginx() {
  const found = installed();
  if (found || process.env.NGINX_PATH) return found;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return undefined;
  console.log('No nginx found; installing Debian\'s package...');
  try {
    execFileSync('sh', [path.join(root, 'scripts/install-nginx.sh')], { stdio: 'inherit', timeout: 10 * 60_000 });
  } catch {
    return undefined;
  }
  return installed();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findNginx();
  if (!found) {
    console.error(nginxMissing);
    process.exit(1);
  }
  console.log(found);
}
