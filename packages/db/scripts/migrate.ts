import { ensureDatabase, migrate } from '../src/migrate.ts';

// Same default as the apps' env schema (packages/config), so a fresh machine needs no settings.
const url = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/adreel';
await ensureDatabase(url);
const applied = await migrate(url);
console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
