import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../infra/project-root.js';
import { findNginx, nginxMissing } from '../../scripts/find-nginx.mjs';
import { freePort } from './free-port.js';

export interface RunningNginx {
  readonly url: string;
  readonly port: number;
  /** nginx's error log so far. */
  errors(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The production proxy configuration (`deploy/nginx.conf`, as docker-compose mounts it) with its listen port and
 * upstream servers pointed at this machine's loopback. Throws when the file no longer has the shape this relies on,
 * so the test cannot quietly run a configuration other than the one deployed.
 */
export function proxyConfigFor(deployed: string, listen: string, upstreams: readonly string[]): string {
  const listens = deployed.match(/^\s*listen\s+80;/gm) ?? [];
  if (listens.length !== 1) throw new Error(`deploy/nginx.conf: expected one "listen 80;", found ${listens.length}`);
  const upstream = /upstream\s+store\s*\{[^}]*\}/.exec(deployed);
  if (!upstream) throw new Error('deploy/nginx.conf: no "upstream store { ... }" block');
  const servers = upstream[0].match(/^\s*server\s+\S+/gm) ?? [];
  if (servers.length !== upstreams.length) {
    throw new Error(`deploy/nginx.conf: the upstream has ${servers.length} servers, the test runs ${upstreams.length} stores`);
  }
  let next = 0;
  const pointed = upstream[0].replace(/^(\s*server\s+)\S+/gm, (_line, head: string) => `${head}${upstreams[next++]}`);
  return deployed.replace(upstream[0], pointed).replace(/^(\s*)listen\s+80;/m, `$1listen ${listen};`);
}

/** The nginx executable (installed first when missing, as root with apt), or an error saying how to install it. */
export function requireNginx(): string {
  const binary = findNginx();
  if (!binary) throw new Error(nginxMissing);
  return binary;
}

/**
 * nginx (the system's) running `deploy/nginx.conf` in front of the given stores, in a folder of its own (prefix,
 * temporary files, pid and logs), on a free loopback port, in the foreground of a child process.
 */
export async function startNginx(upstreams: readonly string[]): Promise<RunningNginx> {
  const binary = requireNginx();
  const port = await freePort();
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'store-nginx-'));
  // As root, nginx's workers run as an unprivileged user that must reach the temporary folders in here.
  await chmod(prefix, 0o755);
  const deployed = await readFile(path.join(projectRoot, 'deploy/nginx.conf'), 'utf8');
  await writeFile(path.join(prefix, 'store.conf'), proxyConfigFor(deployed, `127.0.0.1:${port}`, upstreams));
  const errorLog = path.join(prefix, 'error.log');
  const at = (name: string) => path.join(prefix, name);
  await writeFile(
    at('nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${at('client-body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  include ${at('store.conf')};
}
`,
  );
  const readErrors = () => readFile(errorLog, 'utf8').catch(() => '');
  const child = spawn(binary, ['-p', `${prefix}/`, '-c', at('nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = exited.then(() => rm(prefix, { recursive: true, force: true }));

  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = await readErrors();
      await cleanUp;
      throw new Error(`nginx did not start:\n${output}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    errors: readErrors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await cleanUp;
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
