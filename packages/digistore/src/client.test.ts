import { afterEach, describe, expect, it } from 'vitest';
import { type EnvelopeServer, type Reply, startEnvelopeServer } from '../test/envelope-server.ts';
import { createDigistoreClient } from './client.ts';
import { DigistoreError } from './errors.ts';

let server: EnvelopeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(answer: (fn: string, attempt: number) => Reply) {
  const counts = new Map<string, number>();
  server = await startEnvelopeServer((call) => {
    const n = (counts.get(call.fn) ?? 0) + 1;
    counts.set(call.fn, n);
    return answer(call.fn, n);
  });
  return createDigistoreClient({ baseUrl: server.baseUrl, timeoutMs: 400, retryDelayMs: 5 });
}

const ok = (data: unknown): Reply => ({ status: 200, body: { result: 'success', data } });

async function failure(p: Promise<unknown>): Promise<DigistoreError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DigistoreError);
  return err as DigistoreError;
}

describe('Digistore24 client', () => {
  it('posts a form with the key header and reads the success envelope', async () => {
    const client = await serve(() =>
      ok({ request_url: 'https://ds.example/approve/abc', request_token: 'abc' }),
    );
    const out = await client.requestApiKey('dev-key', {
      permissions: 'read-only',
      returnUrl: 'http://app.example/digistore/callback?state=s1&token=__TOKEN__',
      cancelUrl: 'http://app.example/offers',
      comment: 'AdReel & co',
    });
    expect(out).toEqual({ requestUrl: 'https://ds.example/approve/abc', requestToken: 'abc' });
    const call = server!.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/api/call/requestApiKey/format/json');
    expect(call.headers['x-ds-api-key']).toBe('dev-key');
    expect(call.headers.accept).toBe('application/json');
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.rawBody).toContain('comment=AdReel+%26+co');
    expect(call.form).toEqual({
      permissions: 'read-only',
      return_url: 'http://app.example/digistore/callback?state=s1&token=__TOKEN__',
      cancel_url: 'http://app.example/offers',
      comment: 'AdReel & co',
    });
  });

  it('treats result "error" on HTTP 200 as a failure carrying Digistore24’s message', async () => {
    const client = await serve(() => ({
      status: 200,
      body: { result: 'error', message: 'Invalid API key', code: 'KEY_INVALID' },
    }));
    const err = await failure(client.getUserInfo('bad'));
    expect(err.message).toBe('Invalid API key');
    expect(err.code).toBe('KEY_INVALID');
    expect(err.httpStatus).toBe(200);
    // Envelope errors are answers, not outages: no retry.
    expect(server!.calls).toHaveLength(1);
  });

  it('fails on HTTP 500 after retrying an idempotent read twice', async () => {
    const client = await serve(() => ({ status: 500, body: 'oops' }));
    const err = await failure(client.getUserInfo('k'));
    expect(err.httpStatus).toBe(500);
    expect(server!.calls).toHaveLength(3);
  });

  it('recovers when a retried read succeeds', async () => {
    const client = await serve((_fn, n) =>
      n === 1 ? { status: 503, body: {} } : ok({ user_name: 'aff42' }),
    );
    expect((await client.getUserInfo('k')).userName).toBe('aff42');
    expect(server!.calls).toHaveLength(2);
  });

  it('never retries calls with side effects', async () => {
    const client = await serve(() => ({ status: 502, body: {} }));
    expect((await failure(client.unregister('k'))).httpStatus).toBe(502);
    expect(
      (await failure(client.requestApiKey('d', { permissions: 'x', returnUrl: 'http://a' }))).httpStatus,
    ).toBe(502);
    expect(server!.calls.map((c) => c.fn)).toEqual(['unregister', 'requestApiKey']);
  });

  it('gives up at its time limit', async () => {
    const client = await serve(() => ({ ...ok({}), delayMs: 3_000 }));
    const started = Date.now();
    const err = await failure(client.unregister('k'));
    expect(err.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a reply that is not the envelope', async () => {
    const client = await serve(() => ({ status: 200, body: '<html>maintenance</html>' }));
    expect((await failure(client.unregister('k'))).code).toBe('invalid_response');
  });

  it('reads retrieveApiKey states', async () => {
    const client = await serve((_fn, n) =>
      n === 1 ? ok({ status: 'pending', api_key: null }) : ok({ status: 'approved', api_key: 'ak-1' }),
    );
    expect(await client.retrieveApiKey('dev', 't')).toEqual({ status: 'pending', apiKey: null });
    expect(await client.retrieveApiKey('dev', 't')).toEqual({ status: 'approved', apiKey: 'ak-1' });
    // Digistore24 documents retrieveApiKey's parameter as `token` (not requestApiKey's request_token).
    expect(server!.calls[0]!.form).toEqual({ token: 't' });
  });

  it('maps a marketplace entry, turning "Y"/"N" into booleans', async () => {
    const client = await serve(() =>
      ok({
        entry: {
          entry_id: '9001',
          headline: 'Calm Mind in 21 Days',
          description: '<p>A course.</p>',
          price: '47.00',
          currency: 'eur',
          product_category: 'Self-help',
          affiliate_share: '50',
          main_product_id: '123456',
          image_url: 'https://cdn.example/1.jpg',
          stats: { affiliate_profit_per_sale: '21,15' },
          is_active: 'Y',
          is_affiliation_auto_accepted: 'N',
        },
      }),
    );
    const entry = await client.getMarketplaceEntry('k', '9001');
    expect(server!.calls[0]!.form).toEqual({ entry_id: '9001' });
    expect(entry).toMatchObject({
      entryId: '9001',
      name: 'Calm Mind in 21 Days',
      descriptionHtml: '<p>A course.</p>',
      price: 47,
      currency: 'EUR',
      category: 'Self-help',
      commission: '50%',
      netEarnings: 21.15,
      imageUrl: 'https://cdn.example/1.jpg',
      mainProductId: '123456',
      affiliateLink: 'https://www.digistore24.com/redir/123456/AFFILIATE/CAMPAIGNKEY',
      isActive: true,
      autoAcceptAffiliates: false,
    });
  });
});
