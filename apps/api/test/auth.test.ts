import bcrypt from 'bcrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CODE_MESSAGE } from '../src/modules/auth/service.ts';
import { createHarness, type Harness, uniqueEmail, uniqueIp } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    SIGNIN_LIMIT_PER_EMAIL: '4',
    SIGNIN_LIMIT_PER_IP: '6',
    RESET_LIMIT_PER_EMAIL: '3',
  });
});
afterAll(async () => {
  await h.close();
});

async function signup(email: string, password = 'secret-lamp-1', name = 'Ann') {
  return h.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name, email, password } });
}
async function signin(email: string, password: string, ip = uniqueIp()) {
  return h.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
  });
}
async function forgot(payload: Record<string, unknown>, ip = uniqueIp()) {
  return h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload, remoteAddress: ip });
}
/** The code the API asked the worker to e-mail, read from the real queue. */
async function lastCodeFor(email: string): Promise<string> {
  await h.app.services.auth.auth.drain();
  const jobs = await h.waitingJobs('mail');
  const mine = jobs.filter((j) => j.data.to === email);
  const subject = String(mine.at(-1)?.data.subject ?? '');
  const code = subject.match(/(\d{6})$/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('POST /auth/signup', () => {
  it('creates an account with a bcrypt hash of cost 12 and never returns the hash', async () => {
    const email = uniqueEmail();
    const res = await signup(email.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email, name: 'Ann' });
    expect(res.body).not.toContain('passwordHash');
    const row = await h.t.db.user.findUniqueOrThrow({ where: { email } });
    expect(row.passwordHash).toMatch(/^\$2[aby]\$12\$/);
  });

  it('refuses a duplicate e-mail clearly with 409', async () => {
    const email = uniqueEmail();
    await signup(email);
    const res = await signup(email);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
  });

  it.each([
    [{ email: 'a@b.co', password: 'secret-lamp-1' }, /^name: Name is required$/],
    [
      { name: 'A', email: 'not-an-email', password: 'secret-lamp-1' },
      /^email: Enter a valid e-mail address$/,
    ],
    [{ name: 'A', email: 'a@b.co' }, /^password: Password is required$/],
    [{ name: '   ', email: 'a@b.co', password: 'secret-lamp-1' }, /Name is required/],
    [{ name: 'A', email: 'a@b.co', password: 'x' }, /^password: Use at least 8 characters$/],
    [{ name: 'A', email: 'a@b.co', password: 'Zq7!xK2' }, /^password: Use at least 8 characters$/],
    [{ name: 'A', email: 'a@b.co', password: 'password1' }, /^password: This password is too common$/],
    [{ name: 'A', email: 'a@b.co', password: 'Sunshine' }, /^password: This password is too common$/],
  ])('answers 400 naming the bad field for %j', async (payload, reason) => {
    const res = await h.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(reason);
  });

  it('creates no account for a refused password', async () => {
    const email = uniqueEmail();
    const res = await signup(email, 'qwertyuiop');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'password', message: 'This password is too common' }]);
    expect(await h.t.db.user.count({ where: { email } })).toBe(0);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /auth/signin', () => {
  it('returns a JWT with an expiry and the user', async () => {
    const email = uniqueEmail();
    await signup(email, 'lamp-pass-123');
    const res = await signin(email, 'lamp-pass-123');
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user.email).toBe(email);
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
  });

  it('still signs in an account whose password predates the rule', async () => {
    const email = uniqueEmail();
    const passwordHash = await bcrypt.hash('abc', 4);
    await h.t.db.user.create({ data: { name: 'Old', email, passwordHash } });
    expect((await signin(email, 'abc')).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const email = uniqueEmail();
    await signup(email, 'lamp-pass-123');
    const wrong = await signin(email, 'nope');
    const unknown = await signin(uniqueEmail(), 'nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('guards protected routes: no token, a forged token and an expired token answer 401', async () => {
    const email = uniqueEmail();
    await signup(email, 'lamp-pass-123');
    const { token } = (await signin(email, 'lamp-pass-123')).json();
    const me = (headers: Record<string, string>) =>
      h.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await me({ authorization: `Bearer ${token}` })).json().user.email).toBe(email);
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${token.slice(0, -3)}abc` })).statusCode).toBe(401);
    const expired = h.app.jwt.sign({ sub: 'x', email, sid: 'x' }, { expiresIn: '-1s' });
    const res = await me({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/session has expired/);
  });

  it('remembers per user that the welcome video was closed, for every later session (issue 33)', async () => {
    const email = uniqueEmail();
    await signup(email, 'lamp-pass-123');
    const auth = async () => ({
      authorization: `Bearer ${(await signin(email, 'lamp-pass-123')).json().token}`,
    });
    const first = await auth();
    const me = (headers: Record<string, string>) =>
      h.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await me(first)).json().welcomeSeen).toBe(false);
    const seen = await h.app.inject({ method: 'POST', url: '/api/auth/me/welcome-seen', headers: first });
    expect([seen.statusCode, seen.json()]).toEqual([200, { welcomeSeen: true }]);
    // Another tab or device (a new session) finds it closed; a second close keeps the first time.
    const at = (await h.t.db.user.findUniqueOrThrow({ where: { email } })).welcomeSeenAt;
    const second = await auth();
    expect((await me(second)).json().welcomeSeen).toBe(true);
    await h.app.inject({ method: 'POST', url: '/api/auth/me/welcome-seen', headers: second });
    expect((await h.t.db.user.findUniqueOrThrow({ where: { email } })).welcomeSeenAt).toEqual(at);
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/me/welcome-seen' })).statusCode).toBe(401);
  });

  it('rate limits failures per (e-mail, address) with a 429 and a message', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    await signup(email, 'lamp-pass-123');
    for (let i = 0; i < 4; i += 1) expect((await signin(email, 'bad', ip)).statusCode).toBe(401);
    const limited = await signin(email, 'lamp-pass-123', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many failed sign-in attempts\. Please wait \d+ minutes?/);
  });

  it('rate limits per IP across different e-mails', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 6; i += 1) expect((await signin(uniqueEmail(), 'bad', ip)).statusCode).toBe(401);
    expect((await signin(uniqueEmail(), 'bad', ip)).statusCode).toBe(429);
  });
});

describe('POST /auth/forgot-password', () => {
  it('answers step one identically for known and unknown e-mails, and mails a code only to a real account', async () => {
    const email = uniqueEmail();
    await signup(email);
    const known = await forgot({ email });
    const unknownEmail = uniqueEmail();
    const unknown = await forgot({ email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await lastCodeFor(email)).toMatch(/^\d{6}$/);
    await expect(lastCodeFor(unknownEmail)).rejects.toThrow();
    const stored = await h.t.db.passwordResetCode.findFirstOrThrow({ where: { user: { email } } });
    expect(stored.codeHash).not.toContain(await lastCodeFor(email));
  });

  it('resets the password with the right code, once', async () => {
    const email = uniqueEmail();
    await signup(email, 'old-lamp-pass');
    await forgot({ email });
    const code = await lastCodeFor(email);
    const ok = await forgot({ email, code, newPassword: 'new-lamp-pass-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password has been reset successfully!');
    expect((await signin(email, 'new-lamp-pass-1')).statusCode).toBe(200);
    expect((await signin(email, 'old-lamp-pass')).statusCode).toBe(401);
    const reuse = await forgot({ email, code, newPassword: 'another-lamp-1' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses a common new password without using up the code', async () => {
    const email = uniqueEmail();
    await signup(email);
    await forgot({ email });
    const code = await lastCodeFor(email);
    const common = await forgot({ email, code, newPassword: 'football1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().issues).toEqual([{ path: 'newPassword', message: 'This password is too common' }]);
    expect((await signin(email, 'football1')).statusCode).toBe(401);
    expect((await forgot({ email, code, newPassword: 'new-lamp-pass-1' })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await signup(email);
    await forgot({ email });
    const code = await lastCodeFor(email);
    await h.t.db.passwordResetCode.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await forgot({ email, code, newPassword: 'new-lamp-pass-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('allows 5 tries, then cancels the code even for the right digits', async () => {
    const email = uniqueEmail();
    await signup(email);
    await forgot({ email });
    const code = await lastCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await forgot({ email, code: wrong, newPassword: 'new-lamp-pass-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_CODE_MESSAGE);
    }
    const res = await forgot({ email, code, newPassword: 'new-lamp-pass-1' });
    expect(res.statusCode).toBe(400);
    const row = await h.t.db.passwordResetCode.findFirstOrThrow({ where: { user: { email } } });
    expect(row.attempts).toBe(5);
    expect(row.usedAt).not.toBeNull();
  });

  it('a new code replaces the previous one', async () => {
    const email = uniqueEmail();
    await signup(email);
    await forgot({ email });
    const first = await lastCodeFor(email);
    await forgot({ email });
    const second = await lastCodeFor(email);
    if (first !== second) {
      expect((await forgot({ email, code: first, newPassword: 'new-lamp-pass-1' })).statusCode).toBe(400);
    }
    expect((await forgot({ email, code: second, newPassword: 'new-lamp-pass-1' })).statusCode).toBe(200);
  });

  it.each([
    [{ email: '' }, /email/],
    [{ email: 'a@b.co', code: '12', newPassword: 'new-lamp-pass-1' }, /6 digits/],
    [{ email: 'a@b.co', code: '123456', newPassword: '123' }, /^newPassword: Use at least 8 characters$/],
    [
      { email: 'a@b.co', code: '123456', newPassword: 'iloveyou' },
      /^newPassword: This password is too common$/,
    ],
  ])('answers 400 with the reason for %j', async (payload, reason) => {
    const res = await forgot(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(reason);
  });

  it('rate limits code requests per e-mail with 429', async () => {
    const email = uniqueEmail();
    await signup(email);
    for (let i = 0; i < 3; i += 1) expect((await forgot({ email })).statusCode).toBe(200);
    const res = await forgot({ email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many password reset requests/);
  });
});

describe('service endpoints', () => {
  it('GET /healthz and /readyz report Postgres and Redis', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', postgres: 'ok', redis: 'ok' });
  });

  it('serves OpenAPI docs listing the auth calls', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/signin');
  });

  it('sends a strict CSP on API answers', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
