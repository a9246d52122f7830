import { ensureDatabase, migrate } from '../src/migrate.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/adreel).');
  process.exit(1);
}
await ensureDatabase(url);
const applied = await migrate(url);
console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
