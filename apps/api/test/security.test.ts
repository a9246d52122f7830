import { SANDBOX_DEVELOPER_KEY } from '@adreel/digistore';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { INVALID_CODE_MESSAGE } from '../src/modules/auth/service.ts';
import { createHarness, type Harness, uniqueEmail, uniqueIp } from './harness.ts';

/** Attacks that worked against the product before the hardening (issue 10), one block each. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    SIGNIN_LIMIT_PER_EMAIL: '4',
    SIGNIN_LIMIT_PER_IP: '6',
    SIGNIN_LIMIT_PER_ACCOUNT: '8',
    RESET_LIMIT_PER_EMAIL: '10',
  });
});
afterAll(async () => {
  await h.close();
});

const signup = (email: string, password = 'secret-lamp-1', ip = uniqueIp()) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Ann', email, password },
    remoteAddress: ip,
  });
const signin = (email: string, password: string, ip = uniqueIp(), headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const forgot = (payload: Record<string, unknown>, ip = uniqueIp()) =>
  h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload, remoteAddress: ip });
async function codeFor(email: string): Promise<string> {
  await h.app.services.auth.auth.drain();
  const jobs = await h.waitingJobs('mail');
  const subject = String(jobs.filter((j) => j.data.to === email).at(-1)?.data.subject ?? '');
  return subject.match(/(\d{6})$/)?.[1] ?? '';
}
async function newUser(password = 'secret-lamp-1') {
  const email = uniqueEmail('sec');
  expect((await signup(email, password)).statusCode).toBe(201);
  return email;
}
async function tokenFor(email: string, password = 'secret-lamp-1'): Promise<string> {
  const res = await signin(email, password);
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

describe('forged X-Forwarded-For', () => {
  it('does not move the client address unless an operator trusts a proxy', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 6; i += 1) {
      const forged = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      expect((await signin(uniqueEmail(), 'bad', ip, forged)).statusCode).toBe(401);
    }
    const res = await signin(uniqueEmail(), 'bad', ip, { 'x-forwarded-for': '198.51.100.99' });
    expect(res.statusCode).toBe(429);
  });

  it('believes only the configured proxy', async () => {
    const proxied = await createHarness({ TRUST_PROXY: '10.9.9.9' });
    const app = await buildApp(proxied.deps);
    try {
      app.get('/whoami', async (request) => ({ ip: request.ip }));
      const via = (remoteAddress: string) =>
        app.inject({
          method: 'GET',
          url: '/whoami',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.5' },
        });
      expect((await via('10.9.9.9')).json().ip).toBe('203.0.113.5');
      expect((await via('10.1.1.1')).json().ip).toBe('10.1.1.1');
    } finally {
      await app.close();
      await proxied.close();
    }
  });
});

describe('no lockout by strangers', () => {
  it("never blocks the owner's correct password because others failed from other addresses", async () => {
    const email = await newUser();
    for (let i = 0; i < 12; i += 1) await signin(email, 'wrong-guess');
    expect((await signin(email, 'secret-lamp-1')).statusCode).toBe(200);
  });

  it('stops the guessing address, past the per-account ceiling stops addresses that keep failing', async () => {
    const email = await newUser();
    const attacker = uniqueIp();
    for (let i = 0; i < 4; i += 1) expect((await signin(email, 'wrong', attacker)).statusCode).toBe(401);
    expect((await signin(email, 'secret-lamp-1', attacker)).statusCode).toBe(429);
    // Distributed guessing fills the account-wide ceiling (8): new addresses get few tries each.
    const bots = [uniqueIp(), uniqueIp(), uniqueIp()];
    for (const bot of bots) for (let i = 0; i < 2; i += 1) await signin(email, 'wrong', bot);
    expect((await signin(email, 'wrong', bots[0])).statusCode).toBe(429);
    expect((await signin(email, 'secret-lamp-1', uniqueIp())).statusCode).toBe(200);
  });

  it('never throttles correct sign-ins from one address (an office behind one NAT)', async () => {
    const office = uniqueIp();
    const email = await newUser();
    for (let i = 0; i < 15; i += 1)
      expect((await signin(email, 'secret-lamp-1', office)).statusCode).toBe(200);
  });
});

describe('revocable tokens', () => {
  it('sign-out ends only this session; sign out everywhere ends them all', async () => {
    const email = await newUser();
    const laptop = await tokenFor(email);
    const phone = await tokenFor(email);
    const out = await h.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(laptop) });
    expect(out.statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);

    const tablet = await tokenFor(email);
    const all = await h.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: bearer(phone),
      payload: { everywhere: true },
    });
    expect(all.json().message).toMatch(/every device/);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(await tokenFor(email))).statusCode).toBe(200);
  });

  it('a password reset invalidates every token issued before it', async () => {
    const email = await newUser();
    const before = await tokenFor(email);
    await forgot({ email });
    const reset = await forgot({ email, code: await codeFor(email), newPassword: 'brand-new-1' });
    expect(reset.statusCode).toBe(200);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(await tokenFor(email, 'brand-new-1'))).statusCode).toBe(200);
  });

  it('refuses a validly signed token whose session never existed', async () => {
    const email = await newUser();
    const user = await h.t.db.user.findUniqueOrThrow({ where: { email } });
    const forged = h.app.jwt.sign({ sub: user.id, email, sid: '00000000-0000-4000-8000-000000000000' });
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('bounded password hashing', () => {
  it('answers a flood of sign-ins with a quick 503 instead of queueing without end', async () => {
    const busy = await createHarness({
      BCRYPT_CONCURRENCY: '1',
      BCRYPT_QUEUE_LIMIT: '2',
      SIGNIN_LIMIT_PER_IP: '1000',
    });
    try {
      const flood = await Promise.all(
        Array.from({ length: 16 }, () =>
          busy.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { email: uniqueEmail('flood'), password: 'x' },
            remoteAddress: uniqueIp(),
          }),
        ),
      );
      const codes = flood.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 503).length).toBeGreaterThanOrEqual(12);
      expect(codes.every((c) => c === 401 || c === 503)).toBe(true);
      expect(flood.find((r) => r.statusCode === 503)?.json().message).toMatch(/busy/);
    } finally {
      await busy.close();
    }
  });
});

describe('password reset', () => {
  it('counts concurrent wrong guesses atomically: at most 5 checks, then the code is dead', async () => {
    const email = await newUser();
    await forgot({ email });
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => forgot({ email, code: wrong, newPassword: 'hacked-1' })),
    );
    expect(guesses.every((r) => r.statusCode === 400)).toBe(true);
    const row = await h.t.db.passwordResetCode.findFirstOrThrow({ where: { user: { email } } });
    expect(row.attempts).toBe(5);
    expect((await forgot({ email, code, newPassword: 'hacked-1' })).statusCode).toBe(400);
  });

  it('step two reads the same for a pending reset and for no reset at all', async () => {
    const pending = await newUser();
    await forgot({ email: pending });
    const none = await newUser();
    const a = await forgot({ email: pending, code: '123456', newPassword: 'whatever-lamp-1' });
    const b = await forgot({ email: none, code: '123456', newPassword: 'whatever-lamp-1' });
    const c = await forgot({ email: uniqueEmail('ghost'), code: '123456', newPassword: 'whatever-lamp-1' });
    for (const res of [a, b, c])
      expect(res.json()).toMatchObject({ statusCode: 400, message: INVALID_CODE_MESSAGE });
  });

  it('answers step one before the code is written, so known accounts take no longer than unknown ones', async () => {
    const email = await newUser();
    const blocker = new pg.Client({ connectionString: h.t.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE "PasswordResetCode" IN ACCESS EXCLUSIVE MODE');
      // The answer arrives while the table is locked: the code's write is not on the answer's path.
      const res = await forgot({ email });
      expect(res.statusCode).toBe(200);
      expect(await h.t.db.$queryRaw`SELECT 1 AS ok`).toBeTruthy();
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    expect(await codeFor(email)).toMatch(/^\d{6}$/);
  });

  it('rate-limits sign-ups per address', async () => {
    const limited = await createHarness({ SIGNUP_LIMIT_PER_IP: '2' });
    try {
      const ip = uniqueIp();
      const once = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { name: 'A', email, password: 'secret-lamp-1' },
          remoteAddress: ip,
        });
      expect((await once(uniqueEmail())).statusCode).toBe(201);
      expect((await once(uniqueEmail())).statusCode).toBe(201);
      const third = await once(uniqueEmail());
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/Too many sign-ups/);
    } finally {
      await limited.close();
    }
  });
});

describe('sandbox marketplace', () => {
  const requestKey = (app: FastifyInstance, returnUrl: string) =>
    app.inject({
      method: 'POST',
      url: '/api/sandbox/digistore/api/call/requestApiKey/format/json',
      headers: { 'x-ds-api-key': SANDBOX_DEVELOPER_KEY, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ permissions: 'read', return_url: returnUrl }).toString(),
    });

  it('never sends the browser to another site after approval', async () => {
    const res = await requestKey(h.app, 'https://evil.example/grab?token=__TOKEN__');
    expect(res.json()).toMatchObject({
      result: 'error',
      message: "return_url must point to the app's own address",
    });
    const ok = await requestKey(h.app, `${h.deps.env.PUBLIC_URL}/digistore/callback?token=__TOKEN__`);
    expect(ok.json().result).toBe('success');
  });

  it('is not mounted in production unless an operator opts in with DEMO_MODE=1', async () => {
    const prod = await createHarness({ NODE_ENV: 'production' });
    const optedIn = await createHarness({ NODE_ENV: 'production', DEMO_MODE: '1' });
    try {
      expect((await requestKey(prod.app, `${prod.deps.env.PUBLIC_URL}/cb`)).statusCode).toBe(404);
      const ok = await requestKey(
        optedIn.app,
        `${optedIn.deps.env.PUBLIC_URL}/digistore/callback?token=__TOKEN__`,
      );
      expect(ok.json().result).toBe('success');
    } finally {
      await prod.close();
      await optedIn.close();
    }
  });
});
