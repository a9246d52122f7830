export { createDb, type Db } from './client.ts';
export * from './generated/client.ts';
export { ensureDatabase, migrate, readMigrations } from './migrate.ts';
export { createSql, type Sql } from './sql.ts';
