import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createSandboxMarketplace } from '@adreel/digistore';
import { encryptSecret, parseEncryptionKey } from '@adreel/secret-box';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadWorkerEnv } from '../src/env.ts';
import { refreshOffersJob } from '../src/jobs/refresh-offers.ts';

let t: TestDatabase;
let server: Server;
let publicUrl: string;
const encryptionKey = randomBytes(32).toString('hex');

/** The sandbox marketplace on a local HTTP server, speaking Digistore24's envelope. */
beforeAll(async () => {
  t = await createTestDatabase();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', async () => {
      const fn = /\/api\/sandbox\/digistore\/api\/call\/([^/]+)\/format\/json$/.exec(req.url ?? '')?.[1];
      const sandbox = createSandboxMarketplace({
        db: t.db,
        publicBaseUrl: `${publicUrl}/api/sandbox/digistore`,
        allowedReturnOrigins: [publicUrl],
      });
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
      );
      const reply = fn
        ? await sandbox.handleCall(fn, headers, Object.fromEntries(new URLSearchParams(body)))
        : { status: 404, body: {} };
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  publicUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.drop();
});

function env(ids: string) {
  return loadWorkerEnv({
    DATABASE_URL: t.url,
    PUBLIC_URL: publicUrl,
    ENCRYPTION_KEY: encryptionKey,
    QUEUE_PREFIX: `test_${randomBytes(5).toString('hex')}`,
    DIGISTORE_REFRESH_ENTRY_IDS: ids,
  });
}
const ctx = { job: {} as never, log: () => undefined };

it('parses the configured entry ids', () => {
  expect(env(' e-1, e-2 ,,e-1').DIGISTORE_REFRESH_ENTRY_IDS).toEqual(['e-1', 'e-2']);
  expect(env('').DIGISTORE_REFRESH_ENTRY_IDS).toEqual([]);
});

it('refreshes configured entries with a connected account’s decrypted key', async () => {
  const offer = await t.db.offer.create({
    data: {
      entryId: 'e-1',
      name: 'Keto Kickstart',
      descriptionHtml: '<p>Old text</p>',
      imageUrl: '/offer-images/2.jpg',
      category: 'Diet',
      commission: '50%',
      netEarnings: 10,
      price: 37,
      currency: 'USD',
      affiliateLink: 'https://www.digistore24.com/redir/111/AFFILIATE/CAMPAIGNKEY',
      sortOrder: 4,
    },
  });
  const job = refreshOffersJob({ db: t.db, env: env('e-1,missing') });
  // Nobody connected yet and no developer key: nothing to read with.
  expect(await job.handle({}, ctx)).toMatchObject({ skipped: 'no api key' });

  // A user connected through the sandbox: the worker uses that key, stored encrypted.
  const apiKey = `sbx_${randomBytes(8).toString('hex')}`;
  await t.db.sandboxApiKeyRequest.create({
    data: { token: 'tok-1', returnUrl: 'http://x/cb', status: 'approved', apiKey, userName: 'aff1' },
  });
  await t.db.user.create({
    data: {
      email: 'w@example.com',
      name: 'W',
      passwordHash: 'x',
      marketplaceAccounts: {
        create: {
          marketplace: 'digistore24',
          label: 'Digistore24',
          affiliateId: 'aff1',
          credentialsEnc: encryptSecret(apiKey, parseEncryptionKey(encryptionKey)),
          connectedAt: new Date(),
        },
      },
    },
  });
  // The catalog row changes "upstream" (the sandbox serves from the same table): the refresh reads
  // the entry through the real client and writes it back sanitised, keeping its sort order.
  await t.db.offer.update({
    where: { id: offer.id },
    data: { descriptionHtml: '<p>New</p><script>x</script>' },
  });
  const result = await job.handle({}, ctx);
  expect(result).toMatchObject({ created: 0, updated: 1 });
  expect((result as { failed: { entryId: string }[] }).failed.map((f) => f.entryId)).toEqual(['missing']);
  const row = await t.db.offer.findUniqueOrThrow({
    where: { marketplace_entryId: { marketplace: 'digistore24', entryId: 'e-1' } },
  });
  expect(row.descriptionHtml).toBe('<p>New</p>');
  expect(row.sortOrder).toBe(4);

  // Payload ids take precedence; all failing is an error so BullMQ retries.
  await expect(job.handle({ entryIds: ['nope'] }, ctx)).rejects.toThrow(/every entry failed/);
});
