import type { ForgotPasswordBody } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { Producer } from '@adreel/queue';
import { Conflict, Invalid, Unauthenticated, Unavailable } from '../../domain-errors.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import { hitOrRefuse, type RateLimiter } from '../../security/rate-limiter.ts';
import { claimResetAttempt } from './reset-attempt.ts';
import { generateResetCode, hashResetCode, RESET_CODE_TTL_MS } from './reset-code.ts';
import type { SessionService } from './sessions.ts';
import { createSigninGuard, type SigninLimits } from './signin-guard.ts';

export interface AuthLimits extends SigninLimits {
  signupPerAddress: number;
  resetPerEmail: number;
  resetPerIp: number;
}

export interface AuthServiceDeps {
  db: Db;
  producer: Producer;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  sessions: SessionService;
  limits: AuthLimits;
  codeSecret: string;
  publicUrl: string;
  /** Where work that must not shape the answer's timing reports failures. */
  logError(error: unknown, message: string): void;
}

const SIGNUP_WINDOW_S = 60 * 60;
const RESET_WINDOW_S = 60 * 60;

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail, we have sent it a 6-digit code. It expires in 15 minutes.';
export const INVALID_CODE_MESSAGE = 'The code is invalid or has expired. Request a new code and try again.';
const DUPLICATE_MESSAGE = 'An account with this e-mail already exists. Please sign in.';

type UserRow = { id: string; name: string; email: string; createdAt: Date };
export const toPublicUser = (u: UserRow) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  createdAt: u.createdAt.toISOString(),
});

export function createAuthService(deps: AuthServiceDeps) {
  const { db, limiter, limits, passwords, sessions } = deps;
  const guard = createSigninGuard(limiter, limits);
  // Reset e-mails are prepared after the answer is sent, so step one answers as fast for unknown
  // accounts as for real ones; close() waits for what is still in flight.
  const inFlight = new Set<Promise<void>>();

  async function enforce(keys: [string, number, number][], message: (wait: string) => string) {
    for (const [key, hits, windowSeconds] of keys) {
      await hitOrRefuse(limiter, key, { hits, windowSeconds }, message);
    }
  }

  async function mailResetCode(email: string) {
    const user = await db.user.findUnique({ where: { email } });
    if (!user) return;
    const code = generateResetCode();
    const now = new Date();
    await db.$transaction([
      db.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } }),
      db.passwordResetCode.create({
        data: {
          userId: user.id,
          codeHash: hashResetCode(deps.codeSecret, user.id, code),
          expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
        },
      }),
    ]);
    await deps.producer.enqueue('mail', 'send-email', {
      to: user.email,
      subject: `Your AdReel password reset code: ${code}`,
      text: [
        `Hi ${user.name},`,
        '',
        `Your password reset code is ${code}.`,
        'It expires in 15 minutes and can be used once.',
        '',
        `Enter it at ${deps.publicUrl}/forgot-password together with your new password.`,
        'If you did not ask to reset your password, you can ignore this e-mail.',
      ].join('\n'),
    });
  }

  const service = {
    async signup(input: { name: string; email: string; password: string }, ip: string) {
      await enforce(
        [[`signup:ip:${ip}`, limits.signupPerAddress, SIGNUP_WINDOW_S]],
        (wait) => `Too many sign-ups from your network. Please wait ${wait} and try again.`,
      );
      const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
      if (existing) throw new Conflict(DUPLICATE_MESSAGE);
      const passwordHash = await passwords.hash(input.password);
      try {
        const user = await db.user.create({ data: { name: input.name, email: input.email, passwordHash } });
        return toPublicUser(user);
      } catch (error) {
        if ((error as { code?: string }).code === 'P2002') throw new Conflict(DUPLICATE_MESSAGE);
        throw error;
      }
    },

    /** Checks the password; only failures count towards the limits (see signin-guard.ts). */
    async signin(input: { email: string; password: string }, ip: string) {
      const lane = await guard.check(input.email, ip);
      const user = await db.user.findUnique({ where: { email: input.email } });
      const ok = await passwords
        .verify(input.password, user?.passwordHash ?? null, lane)
        .catch(async (error: unknown) => {
          if (error instanceof Unavailable) await guard.recordTurnedAway(ip);
          throw error;
        });
      if (!user || !ok) {
        await guard.recordFailure(input.email, ip);
        throw new Unauthenticated('Incorrect e-mail or password.');
      }
      await guard.recordSuccess(input.email, ip);
      return toPublicUser(user);
    },

    /** Step "email": the same answer, after the same work, whether or not the account exists. */
    async requestReset(email: string, ip: string) {
      await enforce(
        [
          [`reset:ip:${ip}`, limits.resetPerIp, RESET_WINDOW_S],
          [`reset:email:${email}`, limits.resetPerEmail, RESET_WINDOW_S],
        ],
        (wait) => `Too many password reset requests. Please wait ${wait} and try again.`,
      );
      const job = mailResetCode(email)
        .catch((error) => deps.logError(error, 'could not prepare a password reset code'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
      return { message: RESET_REQUESTED_MESSAGE };
    },

    /**
     * Step "password": the newest unused, unexpired code, checked at most RESET_CODE_MAX_ATTEMPTS
     * times (counted atomically). Every wrong answer reads the same, so it reveals nothing.
     */
    async resetPassword(input: { email: string; code: string; newPassword: string }, ip: string) {
      await enforce(
        [
          [`reset-try:ip:${ip}`, limits.resetPerIp * 3, RESET_WINDOW_S],
          [`reset-try:email:${input.email}`, limits.resetPerEmail * 3, RESET_WINDOW_S],
        ],
        (wait) => `Too many password reset attempts. Please wait ${wait} and try again.`,
      );
      const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
      const attempt = await claimResetAttempt(db, deps.codeSecret, user?.id ?? null, input.code);
      if (!user || !attempt.matched) throw new Invalid(INVALID_CODE_MESSAGE);
      const passwordHash = await passwords.hash(input.newPassword);
      const now = new Date();
      // Single use and sign-out everywhere in one step: earlier tokens die with the old password.
      const done = await db.$transaction(async (tx) => {
        const claimed = await tx.passwordResetCode.updateMany({
          where: { id: attempt.codeId, usedAt: null },
          data: { usedAt: now },
        });
        if (claimed.count !== 1) return false;
        await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
        await tx.session.updateMany({
          where: { userId: user.id, revokedAt: null },
          data: { revokedAt: now },
        });
        return true;
      });
      if (!done) throw new Invalid(INVALID_CODE_MESSAGE);
      await sessions.forgetUser(user.id);
      return { message: 'Password has been reset successfully!' };
    },

    /** The signed-in user and whether they closed the welcome video, or 401 when the account is gone. */
    async me(userId: string) {
      const user = await db.user.findUnique({ where: { id: userId } });
      if (!user) throw new Unauthenticated('Your account no longer exists.');
      return { user: toPublicUser(user), welcomeSeen: user.welcomeSeenAt !== null };
    },

    /** The welcome video was closed: it stays closed in every tab and on every later sign-in. */
    async markWelcomeSeen(userId: string) {
      // updateMany: the first close keeps its time, and a deleted account is no error here.
      await db.user.updateMany({
        where: { id: userId, welcomeSeenAt: null },
        data: { welcomeSeenAt: new Date() },
      });
      return { welcomeSeen: true as const };
    },

    async signout(userId: string, sessionId: string, everywhere: boolean) {
      if (everywhere) await sessions.endAll(userId);
      else await sessions.end(sessionId);
      return {
        message: everywhere ? 'You have been signed out on every device.' : 'You have been signed out.',
      };
    },

    /** POST /auth/forgot-password: with a code and a new password it resets, else it mails a code. */
    async forgotPassword(body: ForgotPasswordBody, ip: string): Promise<{ message: string }> {
      const { email, code, newPassword } = body;
      if (code !== undefined && newPassword !== undefined) {
        return service.resetPassword({ email, code, newPassword }, ip);
      }
      return service.requestReset(email, ip);
    },

    /** Waits for reset e-mails still being prepared (graceful shutdown, tests). */
    async drain() {
      await Promise.allSettled([...inFlight]);
    },
  };
  return service;
}

export type AuthService = ReturnType<typeof createAuthService>;
