import type { PublicConfig } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { Producer } from '@adreel/queue';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { ApiEnv } from './env.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { publicConfigRoutes } from './modules/public-config/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { docsPlugin } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { createRateLimiter } from './services/rate-limiter.ts';

export interface AppDeps {
  env: ApiEnv;
  db: Db;
  redis: Redis;
  producer: Producer;
  publicConfig: PublicConfig;
}

function createServices(deps: AppDeps) {
  const limiter = createRateLimiter(deps.redis);
  return {
    limiter,
    auth: createAuthService({
      db: deps.db,
      producer: deps.producer,
      limiter,
      bcryptCost: deps.env.BCRYPT_COST,
      codeSecret: deps.env.JWT_SECRET,
      publicUrl: deps.env.PUBLIC_URL,
      limits: {
        signinPerEmail: deps.env.SIGNIN_LIMIT_PER_EMAIL,
        signinPerIp: deps.env.SIGNIN_LIMIT_PER_IP,
        resetPerEmail: deps.env.RESET_LIMIT_PER_EMAIL,
        resetPerIp: deps.env.RESET_LIMIT_PER_IP,
      },
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    services: Services;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, redact: ['req.headers.authorization'] },
    trustProxy: true,
    bodyLimit: 25 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.decorate('deps', deps);
  app.decorate('services', createServices(deps));

  // Layer 1: outside concerns. Layer 2: auth. Layer 3: routes (public, then guarded folders).
  await app.register(securityPlugin, {
    publicUrl: env.PUBLIC_URL,
    frameSources: frameSourcesFrom(deps.publicConfig),
  });
  await app.register(docsPlugin);
  await app.register(authPlugin, { secret: env.JWT_SECRET, expiresIn: env.JWT_EXPIRES_IN });
  await app.register(healthRoutes);

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(publicConfigRoutes);
      if (env.DEV_MAILBOX) await api.register(devMailboxRoutes);
      await api.register(async (guarded) => {
        guarded.addHook('onRequest', guarded.authenticate);
      });
    },
    { prefix: env.API_PREFIX },
  );

  if (env.WEB_DIST) {
    await app.register(webPlugin, {
      distDir: env.WEB_DIST,
      apiPrefix: env.API_PREFIX,
      registerPath: env.REGISTER_PATH,
    });
  }
  return app;
}

/** Embedded pages configured as absolute URLs must be allowed to load in frames. */
function frameSourcesFrom(config: PublicConfig): string[] {
  const urls = [config.welcomeUrl, config.tutorialVideoUrl, ...Object.values(config.trainingUrls)];
  const origins = urls.flatMap((u) => {
    try {
      return /^https?:/.test(u) ? [new URL(u).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
