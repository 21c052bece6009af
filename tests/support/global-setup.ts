import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from './database.js';
import { startTestPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    /** The migrated database each test file's own is copied from (createTestDatabase). */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide('databaseAdminUrl', postgres.adminUrl);
  const template = await createTemplateDatabase(postgres.adminUrl);
  project.provide('databaseTemplate', template.name);
  return async () => {
    await template.drop();
    await postgres.stop();
  };
}
