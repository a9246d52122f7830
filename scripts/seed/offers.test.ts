import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedOffers } from './offers.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

it('seeds the demo catalog once', async () => {
  const lines: string[] = [];
  const ctx = { db: t.db, env: {}, log: (l: string) => lines.push(l) };
  await seedOffers(ctx);
  const count = await t.db.offer.count();
  expect(count).toBe(84);
  await seedOffers(ctx);
  expect(await t.db.offer.count()).toBe(count);
  expect(lines).toEqual(['seeded 84 demo marketplace offers']);
});
