import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSigninGuard } from '../src/modules/auth/signin-guard.ts';
import { createHarness, type Harness, uniqueEmail, uniqueIp } from './harness.ts';

/**
 * Issue 26: during 48 concurrent wrong sign-ins from 48 addresses the owner's sign-in waited behind
 * the flood. Real bcrypt (cost 12, two at once, 16 waiting: the defaults); no clock is read: the
 * owner's answer must come while most of the admitted flood is still waiting.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ BCRYPT_CONCURRENCY: '2', BCRYPT_QUEUE_LIMIT: '16' });
});
afterAll(async () => {
  await h.close();
});

const PASSWORD = 'owner-lamp-pass-1';
const signin = (email: string, password: string, ip: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress: ip });

it('keeps a share of the password pool for a clean address while 48 failing addresses flood it', async () => {
  const email = uniqueEmail('owner');
  const signup = await h.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Owner', email, password: PASSWORD },
    remoteAddress: uniqueIp(),
  });
  expect(signup.statusCode).toBe(201);

  // A sustained flood: every attacking address has already failed once (recorded as the sign-in
  // service records it, without spending 48 bcrypt checks on the set-up).
  const attackers = Array.from({ length: 48 }, () => uniqueIp());
  const guard = createSigninGuard(h.app.services.kernel.limiter, {
    perAccountAddress: 10,
    perAddress: 30,
    perAccount: 200,
  });
  await Promise.all(attackers.map((ip) => guard.recordFailure(email, ip)));

  const finished: string[] = [];
  let firstRefusal: () => void = () => undefined;
  const refused = new Promise<void>((resolve) => {
    firstRefusal = resolve;
  });
  const flood = attackers.map((ip) =>
    signin(email, 'guess-2', ip).then((res) => {
      finished.push(`flood:${res.statusCode}`);
      if (res.statusCode === 503) firstRefusal();
      return res;
    }),
  );
  // The pool is as full as the flood may make it once the first flooder is turned away.
  await refused;
  const owner = await signin(email, PASSWORD, uniqueIp());
  finished.push('owner');
  const floodAnswers = await Promise.all(flood);

  expect(owner.statusCode).toBe(200);
  const codes = floodAnswers.map((r) => r.statusCode);
  expect(codes.every((c) => c === 401 || c === 503)).toBe(true);
  // Flooders beyond their share (one slot of two, eight queue places) are refused at once.
  const admitted = codes.filter((c) => c === 401).length;
  expect(admitted).toBeLessThanOrEqual(9);
  expect(codes.filter((c) => c === 503).length).toBeGreaterThanOrEqual(39);
  expect(floodAnswers.find((r) => r.statusCode === 503)?.json().message).toMatch(/busy/);
  // Not queued behind the flood: most admitted wrong guesses were still waiting when the owner got in.
  const afterOwner = finished.slice(finished.indexOf('owner') + 1).filter((f) => f === 'flood:401').length;
  expect(afterOwner).toBeGreaterThanOrEqual(Math.ceil(admitted / 2));
});
