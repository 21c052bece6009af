import pg from 'pg';

/**
 * Holds every projection of the database at `url` back: a transaction that has an id and stays open keeps the log's
 * read horizon below anything written after it (ADR 002), while writes still commit. Released by committing it.
 */
export async function holdProjections(url: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('select pg_current_xact_id()');
  return {
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}
