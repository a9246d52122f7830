/**
 * Idempotent demo data: a demo account (printed) and whatever each feature needs to be tried at once.
 * Safe to run on every start.
 */
import { loadDotEnv } from '@adreel/config';
import { createDb } from '@adreel/db';
import bcrypt from 'bcrypt';

export const DEMO_EMAIL = 'demo@adreel.app';
export const DEMO_PASSWORD = 'demo1234';

loadDotEnv();
const db = createDb(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/adreel');
try {
  const existing = await db.user.findUnique({ where: { email: DEMO_EMAIL } });
  if (!existing) {
    await db.user.create({
      data: { name: 'Demo Marketer', email: DEMO_EMAIL, passwordHash: await bcrypt.hash(DEMO_PASSWORD, 12) },
    });
  }
  console.log(`demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
} finally {
  await db.$disconnect();
}
