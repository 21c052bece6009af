import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/support/free-port.js';
import { projectRoot } from '../infra/project-root.js';

const dataDir = path.join(os.tmpdir(), `store-main-test-${process.pid}`);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function startMain(env: Record<string, string>): { child: ChildProcess; output: () => string; ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'app/main.ts')], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('Store running at') && resolve());
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, output: () => output, ready };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('the store process', () => {
  it('starts on an embedded PostgreSQL, keeps data across a SIGTERM restart, and shuts down cleanly', async () => {
    await mkdir(dataDir, { recursive: true });
    const [port, pgPort] = [await freePort(), await freePort()];
    const env = { PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir };

    const first = startMain(env);
    await first.ready;
    expect(first.output()).toContain(`Store running at http://localhost:${port}`);
    expect(first.output()).toContain('Admin login: admin@store.local / admin12345');
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept', email: 'kept@example.com', password: 'secret1' }),
    });
    expect(registered.status).toBe(201);

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(await portOpen(pgPort)).toBe(false);
    expect(await portOpen(port)).toBe(false);

    const second = startMain(env);
    await second.ready;
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com', password: 'secret1' }),
      });
      expect(login.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    }
  }, 90_000);

  it('refuses to start with a bad setting and names it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'app/main.ts')], {
      env: { ...process.env, PORT: 'not-a-port', NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
  });

  it('requires the admin account and JWT secret in production', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'app/main.ts')], {
      env: { ...process.env, NODE_ENV: 'production', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', JWT_SECRET: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ADMIN_PASSWORD is required in production');
    expect(result.stderr).toContain('JWT_SECRET is required in production');
  });
});
