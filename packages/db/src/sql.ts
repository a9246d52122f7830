import pg from 'pg';

/** The one thing hot paths need from a pool: a (named, so prepared once per connection) query. */
export interface Sql {
  query<R extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>>;
  end(): Promise<void>;
}

/**
 * A plain pg pool for the few reads every request makes (the auth guard's session row, a polled
 * video status). Measured here, a Prisma findFirst cost ~0.66 ms of CPU and a named pg query ~0.09 ms;
 * everything else keeps using Prisma. Statements name their tables and columns as Prisma maps them.
 */
export function createSql(databaseUrl: string, max = 10): Sql {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return pool as unknown as Sql;
}
