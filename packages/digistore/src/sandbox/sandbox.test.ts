import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EnvelopeServer, startEnvelopeServer } from '../../test/envelope-server.ts';
import { createDigistoreClient, type DigistoreClient } from '../client.ts';
import { DigistoreError } from '../errors.ts';
import { SANDBOX_DEVELOPER_KEY } from './constants.ts';
import { SandboxError } from './errors.ts';
import { createSandboxMarketplace, parseDecisionForm, type SandboxMarketplace } from './marketplace.ts';

const MOUNT = '/api/sandbox/digistore';
const RETURN_URL = 'http://app.example/digistore/callback?state=st-1&token=__TOKEN__';

let tdb: TestDatabase;
let server: EnvelopeServer;
let sandbox: SandboxMarketplace;
let client: DigistoreClient;

beforeAll(async () => {
  tdb = await createTestDatabase('adreel_test_sandbox');
  // The public base is only known once the server listens, so the sandbox is created lazily.
  let mounted: SandboxMarketplace | undefined;
  server = await startEnvelopeServer((call) => {
    const headers = Object.fromEntries(
      Object.entries(call.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
    );
    return mounted!.handleCall(call.fn, headers, call.form);
  }, MOUNT);
  mounted = createSandboxMarketplace({
    db: tdb.db,
    publicBaseUrl: server.baseUrl,
    allowedReturnOrigins: ['http://app.example'],
  });
  sandbox = mounted;
  client = createDigistoreClient({ baseUrl: server.baseUrl, timeoutMs: 5_000, retries: 0 });
});

afterAll(async () => {
  await server?.close();
  await tdb?.drop();
});

async function failure(p: Promise<unknown>): Promise<Error> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  return err as Error;
}

function tokenOf(requestUrl: string): string {
  return decodeURIComponent(requestUrl.split('/approve/')[1] ?? '');
}

describe('sandbox marketplace through the real client', () => {
  it('connects: requestApiKey → approve → retrieveApiKey → getUserInfo → entry → unregister', async () => {
    const { requestUrl, requestToken } = await client.requestApiKey(SANDBOX_DEVELOPER_KEY, {
      permissions: 'read-only',
      returnUrl: RETURN_URL,
      cancelUrl: 'http://app.example/offers',
    });
    expect(requestUrl).toBe(`${server.baseUrl}/approve/${requestToken}`);
    expect(requestToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await client.retrieveApiKey(SANDBOX_DEVELOPER_KEY, requestToken)).toEqual({
      status: 'pending',
      apiKey: null,
    });

    const html = await sandbox.renderApprovalPage(tokenOf(requestUrl));
    expect(html).toContain('Digistore24 Sandbox — Connect AdReel?');
    expect(html).toContain('value="demoaff123"');
    expect(html).toContain(`action="${requestUrl}"`);
    expect(html).toContain('value="approve"');
    expect(html).toContain('value="cancel"');

    const { redirectTo } = await sandbox.decide(requestToken, 'approve', ' aff_jo ');
    expect(redirectTo).toBe(`http://app.example/digistore/callback?state=st-1&token=${requestToken}`);

    const retrieved = await client.retrieveApiKey(SANDBOX_DEVELOPER_KEY, requestToken);
    expect(retrieved.status).toBe('approved');
    expect(retrieved.apiKey).toMatch(/^sbx_/);
    const apiKey = retrieved.apiKey!;
    expect((await client.getUserInfo(apiKey)).userName).toBe('aff_jo');

    const offer = {
      entryId: 'e-100',
      name: 'Morning Yoga Flow',
      descriptionHtml: '<p>Ten minutes a day.</p>',
      imageUrl: '/offer-images/1.jpg',
      category: 'Health & Fitness',
      commission: '50%',
      netEarnings: 18.5,
      price: 37,
      currency: 'USD',
      affiliateLink: 'https://www.digistore24.com/redir/424242/AFFILIATE/CAMPAIGNKEY',
    };
    await tdb.db.offer.create({ data: offer });
    // Every stored field comes back, with what the marketplace derives: the product id and the state.
    expect(await client.getMarketplaceEntry(apiKey, 'e-100')).toMatchObject({
      ...offer,
      mainProductId: '424242',
      isActive: true,
    });
    expect((await failure(client.getMarketplaceEntry(apiKey, 'nope'))).message).toBe(
      'Marketplace entry not found',
    );

    await client.unregister(apiKey);
    const after = await failure(client.getUserInfo(apiKey));
    expect(after).toBeInstanceOf(DigistoreError);
    expect(after.message).toBe('Invalid API key');
    expect((await client.retrieveApiKey(SANDBOX_DEVELOPER_KEY, requestToken)).apiKey).toBeNull();
  });

  it('cancels back to the cancel URL with error=cancelled', async () => {
    const { requestToken } = await client.requestApiKey(SANDBOX_DEVELOPER_KEY, {
      permissions: 'read-only',
      returnUrl: RETURN_URL,
      cancelUrl: 'http://app.example/offers#top',
    });
    const { redirectTo } = await sandbox.decide(requestToken, 'cancel');
    expect(redirectTo).toBe('http://app.example/offers?error=cancelled#top');
    expect(await client.retrieveApiKey(SANDBOX_DEVELOPER_KEY, requestToken)).toEqual({
      status: 'rejected',
      apiKey: null,
    });
    expect(await sandbox.renderApprovalPage(requestToken)).toContain('Request already rejected');
  });

  it('cancels to the return URL when there is no cancel URL', async () => {
    const { requestToken } = await client.requestApiKey(SANDBOX_DEVELOPER_KEY, {
      permissions: 'read-only',
      returnUrl: RETURN_URL,
    });
    expect((await sandbox.decide(requestToken, 'cancel')).redirectTo).toBe(
      `http://app.example/digistore/callback?state=st-1&token=${requestToken}&error=cancelled`,
    );
  });

  it('answers a request only once', async () => {
    const { requestToken } = await client.requestApiKey(SANDBOX_DEVELOPER_KEY, {
      permissions: 'read-only',
      returnUrl: RETURN_URL,
    });
    await sandbox.decide(requestToken, 'approve');
    const again = await failure(sandbox.decide(requestToken, 'approve'));
    expect(again).toBeInstanceOf(SandboxError);
    expect((again as SandboxError).kind).toBe('conflict');
    const key = (await client.retrieveApiKey(SANDBOX_DEVELOPER_KEY, requestToken)).apiKey!;
    expect((await client.getUserInfo(key)).userName).toBe('demoaff123');
  });

  it('refuses a bad affiliate ID and unknown tokens', async () => {
    const { requestToken } = await client.requestApiKey(SANDBOX_DEVELOPER_KEY, {
      permissions: 'read-only',
      returnUrl: RETURN_URL,
    });
    const bad = await failure(sandbox.decide(requestToken, 'approve', '<script>'));
    expect((bad as SandboxError).kind).toBe('invalid');
    expect((await failure(sandbox.decide('no-such-token', 'approve'))) as SandboxError).toMatchObject({
      kind: 'not_found',
    });
    expect(await sandbox.renderApprovalPage('no-such-token')).toContain('Request not found');
  });

  it('escapes what it echoes into the approval page', async () => {
    const { requestToken } = await client.requestApiKey(SANDBOX_DEVELOPER_KEY, {
      permissions: 'read-only',
      returnUrl: RETURN_URL,
    });
    const html = await sandbox.renderApprovalPage(requestToken, {
      userName: '"><script>x</script>',
      error: '<b>',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses wrong keys and unknown functions with an error envelope', async () => {
    expect(
      (await failure(client.requestApiKey('not-the-key', { permissions: 'x', returnUrl: RETURN_URL })))
        .message,
    ).toBe('Invalid API key');
    expect((await failure(client.retrieveApiKey('not-the-key', 'x'))).message).toBe('Invalid API key');
    expect((await failure(client.getUserInfo(''))).message).toBe('Invalid API key');
    expect((await failure(client.unregister('sbx_unknown'))).message).toBe('Invalid API key');
    expect((await failure(client.retrieveApiKey(SANDBOX_DEVELOPER_KEY, 'unknown'))).message).toBe(
      'Unknown request token',
    );
    // Digistore24 documents retrieveApiKey's parameter as `token`; the sandbox answers only that.
    const { requestToken } = await client.requestApiKey(SANDBOX_DEVELOPER_KEY, {
      permissions: 'x',
      returnUrl: RETURN_URL,
    });
    const headers = { 'x-ds-api-key': SANDBOX_DEVELOPER_KEY };
    expect(
      (await sandbox.handleCall('retrieveApiKey', headers, { request_token: requestToken })).body,
    ).toEqual({
      result: 'error',
      message: 'Missing parameter: token',
      code: 'missing_parameter',
    });
    expect((await sandbox.handleCall('retrieveApiKey', headers, { token: requestToken })).body).toMatchObject(
      {
        result: 'success',
        data: { status: 'pending' },
      },
    );
    expect(
      (
        await failure(
          client.requestApiKey(SANDBOX_DEVELOPER_KEY, { permissions: 'x', returnUrl: 'not a url' }),
        )
      ).message,
    ).toBe('return_url must be an absolute URL');
    // No open redirect: the approval page only returns to the app's own origin.
    for (const returnUrl of ['https://evil.example/steal?token=__TOKEN__', 'javascript:alert(1)']) {
      expect(
        (await failure(client.requestApiKey(SANDBOX_DEVELOPER_KEY, { permissions: 'x', returnUrl }))).message,
      ).toMatch(/return_url must (point to the app's own address|be an absolute URL)/);
    }
    expect(await sandbox.handleCall('listEverything', { 'X-DS-API-KEY': SANDBOX_DEVELOPER_KEY }, {})).toEqual(
      {
        status: 404,
        body: { result: 'error', message: 'Unknown function listEverything', code: 'unknown_function' },
      },
    );
    expect(await sandbox.handleCall('constructor', {}, {})).toMatchObject({ status: 404 });
  });
});

describe('parseDecisionForm', () => {
  it('reads approve with a name and treats anything else as cancel', () => {
    expect(parseDecisionForm({ decision: 'approve', user_name: 'jo' })).toEqual({
      decision: 'approve',
      userName: 'jo',
    });
    expect(parseDecisionForm({ decision: 'whatever' })).toEqual({ decision: 'cancel', userName: undefined });
  });
});
