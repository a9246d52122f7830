import type { Db } from '@adreel/db';
import type { Producer } from '@adreel/queue';
import bcrypt from 'bcrypt';
import { HttpError } from '../../plugins/errors.ts';
import type { RateLimiter } from '../../services/rate-limiter.ts';
import {
  generateResetCode,
  hashResetCode,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MS,
  resetCodeMatches,
} from './reset-code.ts';

export interface AuthLimits {
  signinPerEmail: number;
  signinPerIp: number;
  resetPerEmail: number;
  resetPerIp: number;
}

export interface AuthServiceDeps {
  db: Db;
  producer: Producer;
  limiter: RateLimiter;
  limits: AuthLimits;
  bcryptCost: number;
  codeSecret: string;
  publicUrl: string;
}

const SIGNIN_WINDOW_S = 15 * 60;
const RESET_WINDOW_S = 60 * 60;

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail, we have sent it a 6-digit code. It expires in 15 minutes.';
const INVALID_CODE_MESSAGE = 'The code is invalid or has expired. Request a new code and try again.';

type UserRow = { id: string; name: string; email: string; createdAt: Date };
export const toPublicUser = (u: UserRow) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  createdAt: u.createdAt.toISOString(),
});

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, limiter, limits } = deps;
  // Compared against when the e-mail is unknown, so sign-in takes the same time either way.
  const dummyHash = bcrypt.hashSync('not-a-real-password', deps.bcryptCost);

  async function enforce(keys: [string, number, number][], message: (wait: string) => string) {
    for (const [key, limit, windowS] of keys) {
      const r = await limiter.hit(key, limit, windowS);
      if (!r.allowed) throw new HttpError(429, message(minutes(r.retryAfterSeconds)));
    }
  }

  return {
    async signup(input: { name: string; email: string; password: string }) {
      const existing = await db.user.findUnique({ where: { email: input.email } });
      if (existing) throw new HttpError(409, 'An account with this e-mail already exists. Please sign in.');
      const passwordHash = await bcrypt.hash(input.password, deps.bcryptCost);
      try {
        const user = await db.user.create({ data: { name: input.name, email: input.email, passwordHash } });
        return toPublicUser(user);
      } catch (error) {
        if ((error as { code?: string }).code === 'P2002') {
          throw new HttpError(409, 'An account with this e-mail already exists. Please sign in.');
        }
        throw error;
      }
    },

    async signin(input: { email: string; password: string }, ip: string) {
      await enforce(
        [
          [`signin:ip:${ip}`, limits.signinPerIp, SIGNIN_WINDOW_S],
          [`signin:email:${input.email}`, limits.signinPerEmail, SIGNIN_WINDOW_S],
        ],
        (wait) => `Too many sign-in attempts. Please wait ${wait} and try again.`,
      );
      const user = await db.user.findUnique({ where: { email: input.email } });
      const ok = await bcrypt.compare(input.password, user?.passwordHash ?? dummyHash);
      if (!user || !ok) throw new HttpError(401, 'Incorrect e-mail or password.');
      await limiter.reset(`signin:email:${input.email}`);
      return toPublicUser(user);
    },

    /** Step "email": always the same answer, whether or not the account exists. */
    async requestReset(email: string, ip: string) {
      await enforce(
        [
          [`reset:ip:${ip}`, limits.resetPerIp, RESET_WINDOW_S],
          [`reset:email:${email}`, limits.resetPerEmail, RESET_WINDOW_S],
        ],
        (wait) => `Too many password reset requests. Please wait ${wait} and try again.`,
      );
      const user = await db.user.findUnique({ where: { email } });
      if (user) {
        const code = generateResetCode();
        const now = new Date();
        await db.$transaction([
          db.passwordResetCode.updateMany({
            where: { userId: user.id, usedAt: null },
            data: { usedAt: now },
          }),
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
      return { message: RESET_REQUESTED_MESSAGE };
    },

    /** Step "password": the code must be the newest one, unexpired, unused and within its attempts. */
    async resetPassword(input: { email: string; code: string; newPassword: string }, ip: string) {
      await enforce(
        [
          [`reset-try:ip:${ip}`, limits.resetPerIp * 3, RESET_WINDOW_S],
          [`reset-try:email:${input.email}`, limits.resetPerEmail * 3, RESET_WINDOW_S],
        ],
        (wait) => `Too many password reset attempts. Please wait ${wait} and try again.`,
      );
      const user = await db.user.findUnique({ where: { email: input.email } });
      if (!user) throw new HttpError(400, INVALID_CODE_MESSAGE);
      const record = await db.passwordResetCode.findFirst({
        where: { userId: user.id, usedAt: null, expiresAt: { gt: new Date() } },
        orderBy: { createdAt: 'desc' },
      });
      if (!record || record.attempts >= RESET_CODE_MAX_ATTEMPTS)
        throw new HttpError(400, INVALID_CODE_MESSAGE);
      if (!resetCodeMatches(deps.codeSecret, user.id, input.code, record.codeHash)) {
        const attempts = record.attempts + 1;
        await db.passwordResetCode.update({
          where: { id: record.id },
          data: { attempts, usedAt: attempts >= RESET_CODE_MAX_ATTEMPTS ? new Date() : null },
        });
        const left = RESET_CODE_MAX_ATTEMPTS - attempts;
        throw new HttpError(
          400,
          left > 0
            ? `That code is not correct. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'That code is not correct and has now been cancelled. Request a new code.',
        );
      }
      const passwordHash = await bcrypt.hash(input.newPassword, deps.bcryptCost);
      // Single use: the update only succeeds while the code is still unused (guards concurrent resets).
      const claimed = await db.passwordResetCode.updateMany({
        where: { id: record.id, usedAt: null },
        data: { usedAt: new Date() },
      });
      if (claimed.count !== 1) throw new HttpError(400, INVALID_CODE_MESSAGE);
      await db.user.update({ where: { id: user.id }, data: { passwordHash } });
      return { message: 'Password has been reset successfully!' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
