import { reportSyncStatusSchema } from '@adreel/contracts';
import { saveConnection } from '@adreel/db/marketplace-accounts';
import { digistoreAccountKey } from '@adreel/digistore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_CONNECTED } from '../src/modules/performance/report-sync.ts';
import { createHarness, getAs, type Harness, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('Sync now (Digistore24 report)', () => {
  it('asks the worker to read the report of a connected account, once per minute, and shows the last run', async () => {
    const user = await signUpAndIn(h);
    const post = () => h.app.inject({ method: 'POST', url: '/api/performance/sync', headers: user.auth });
    const refused = await post();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NOT_CONNECTED);
    expect(reportSyncStatusSchema.parse((await getAs(h, user, '/api/performance/sync')).json())).toEqual({
      connected: false,
      lastSyncedAt: null,
      lastAdded: 0,
      lastError: null,
    });

    await saveConnection(h.t.db, digistoreAccountKey(user.userId), {
      affiliateId: 'ann',
      credentialsEnc: 'v1:x',
      connectedAt: new Date(),
    });
    expect((await post()).statusCode).toBe(202);
    expect((await post()).statusCode).toBe(202);
    const jobs = (await h.waitingJobs('performance')).filter((j) => j.data.userId === user.userId);
    expect(jobs).toEqual([{ name: 'sync-digistore-sales', data: { userId: user.userId } }]);

    const at = new Date('2026-11-20T10:00:00.000Z');
    await h.t.db.digistoreSync.create({ data: { userId: user.userId, lastSyncedAt: at, lastAdded: 2 } });
    expect((await getAs(h, user, '/api/performance/sync')).json()).toEqual({
      connected: true,
      lastSyncedAt: at.toISOString(),
      lastAdded: 2,
      lastError: null,
    });
    expect((await h.app.inject({ method: 'POST', url: '/api/performance/sync' })).statusCode).toBe(401);
  });
});
