import bcrypt from 'bcrypt';
import type { SeedContext } from './context.ts';

export const DEMO_EMAIL = 'demo@adreel.app';
export const DEMO_PASSWORD = 'demo1234';

export async function seedDemoAccount({ db, log }: SeedContext): Promise<string> {
  const existing = await db.user.findUnique({ where: { email: DEMO_EMAIL } });
  const user =
    existing ??
    (await db.user.create({
      data: { name: 'Demo Marketer', email: DEMO_EMAIL, passwordHash: await bcrypt.hash(DEMO_PASSWORD, 12) },
    }));
  log(`demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  return user.id;
}
