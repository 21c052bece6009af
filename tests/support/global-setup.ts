import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide('databaseAdminUrl', postgres.adminUrl);
  return () => postgres.stop();
}
