import { openAccount } from '@adreel/marketplace';
import { channels } from '@adreel/queue';
import { createAccountService } from '../modules/account/service.ts';
import { createAuthService } from '../modules/auth/service.ts';
import { createSessionService } from '../modules/auth/sessions.ts';
import { createTokenIssuer, durationMs } from '../modules/auth/tokens.ts';
import { createDevMailboxService } from '../modules/dev-mailbox/service.ts';
import { createDigestService } from '../modules/digests/service.ts';
import { createHealthService } from '../modules/health/service.ts';
import { createNotificationService } from '../modules/notifications/service.ts';
import { createPasswordHasher } from '../security/password-hasher.ts';
import type { ServiceDeps, Shared } from './service-deps.ts';

/**
 * The account: sign-up and sign-in, sessions and tokens, deletion, health, notifications, digests and
 * the dev mailbox, one group per module.
 */
export function buildAccountServices(deps: ServiceDeps, shared: Shared) {
  const { env, db, storage, redis, producer, log, sql, pubsub } = deps;
  const { limiter, encryptionKey } = shared;
  const passwords = createPasswordHasher({
    cost: env.BCRYPT_COST,
    concurrency: env.BCRYPT_CONCURRENCY,
    queueLimit: env.BCRYPT_QUEUE_LIMIT,
  });
  // Active sessions are cached for seconds; ends are announced to every API process.
  const sessions = createSessionService(db, sql, {
    pubsub,
    channel: channels.sessionsEnded(env.QUEUE_PREFIX),
  });
  return {
    health: { health: createHealthService({ db, redis }) },
    auth: {
      sessions,
      tokens: createTokenIssuer({
        sessions,
        lifetimeMs: durationMs(env.JWT_EXPIRES_IN),
        sign: deps.signToken,
      }),
      auth: createAuthService({
        db,
        producer,
        limiter,
        passwords,
        sessions,
        codeSecret: env.JWT_SECRET,
        publicUrl: env.PUBLIC_URL,
        logError: (err, message) => log.error({ err }, message),
        limits: {
          perAccountAddress: env.SIGNIN_LIMIT_PER_EMAIL,
          perAddress: env.SIGNIN_LIMIT_PER_IP,
          perAccount: env.SIGNIN_LIMIT_PER_ACCOUNT,
          signupPerAddress: env.SIGNUP_LIMIT_PER_IP,
          resetPerEmail: env.RESET_LIMIT_PER_EMAIL,
          resetPerIp: env.RESET_LIMIT_PER_IP,
        },
      }),
    },
    account: {
      account: createAccountService({
        db,
        storage,
        passwords,
        limiter,
        log,
        // A connected marketplace key would outlive the account; revoke it as "disconnect" does.
        afterDelete: async ({ userId, marketplaceAccounts }) => {
          // The rows cascaded away; cached sessions must not outlive them in any API process.
          await sessions.forgetUser(userId);
          for (const row of marketplaceAccounts) {
            const account = openAccount(row, encryptionKey);
            if (account) await shared.marketplaces[account.marketplace].disconnect(account);
          }
        },
      }),
    },
    devMailbox: { devMailbox: createDevMailboxService(db) },
    notifications: { notifications: createNotificationService({ db }) },
    digests: { digests: createDigestService({ db }) },
  };
}
