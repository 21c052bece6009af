import type { Socket } from 'socket.io-client';
import { createTestDatabase, type TestDatabase } from './database.js';
import { spawnStore, type StoreProcess } from './store-process.js';

export interface TwoStores {
  readonly db: TestDatabase;
  readonly a: StoreProcess;
  readonly b: StoreProcess;
}

/** Two store processes on one fresh database, as two replicas behind a proxy are. */
export async function startTwoStores(): Promise<TwoStores> {
  const db = await createTestDatabase();
  // One after the other: each creates the schema's missing parts and its queues at start.
  const a = await spawnStore(db.url);
  const b = await spawnStore(db.url);
  return { db, a, b };
}

/** Ends both stores (as a crash would: nothing of theirs may be needed afterwards) and drops their database. */
export async function stopTwoStores(stores: Partial<TwoStores>, socket?: Socket): Promise<void> {
  socket?.disconnect();
  await Promise.all([stores.a?.kill('SIGKILL'), stores.b?.kill('SIGKILL')]);
  await stores.db?.drop();
}
