import type { PublicConfig } from '@adreel/contracts';
import { createSql } from '@adreel/db';
import { createPubSub } from '@adreel/queue';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import type { ApiEnv } from './env.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { operatorTools } from './modules/operator-tools/routes.ts';
import { API_MODULES } from './modules.ts';
import { authPlugin } from './plugins/auth.ts';
import { docsPlugin } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { loggerStream, registerRequestLog } from './plugins/request-log.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { createServices, type Services } from './service-registry.ts';

export type { AppDeps } from './deps.ts';
export type { Services } from './service-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    services: Services;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    // No redaction pass: request lines are built from method, URL and address only (request-log.ts)
    // and Fastify's request serializer has no headers, so a bearer token never reaches a log line.
    logger: { level: env.LOG_LEVEL, stream: loggerStream() },
    // One line per answer instead of two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Only operator-named proxies may set the client address (X-Forwarded-For); default: nobody.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 25 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);

  app.decorate('deps', deps);
  // Per app, like per process: a pool for the per-request reads and one pub/sub subscriber.
  const sql = createSql(env.DATABASE_URL, env.DATABASE_POOL_MAX);
  const pubsub = createPubSub(deps.redis);
  const services = createServices({
    ...deps,
    signToken: (claims) => app.jwt.sign(claims),
    log: app.log,
    sql,
    pubsub,
  });
  app.decorate('services', services);
  app.addHook('onClose', () => services.auth.auth.drain());
  // Clicks wait in memory for at most ~250 ms; write them before the process goes.
  app.addHook('onClose', () => services.links.clicks.close());
  // Campaign posts are placed on notices and a minute's sweep; both stop with the app.
  app.addHook('onClose', () => services.campaigns.campaigns.close());
  // Open progress streams end before the server stops listening (a close waits for open
  // connections; their EventSources reconnect to another API process), then the app's own connections.
  app.addHook('preClose', (done) => {
    services.videos.videoEvents.streams.close();
    services.scripts.scriptEvents.streams.close();
    done();
  });
  app.addHook('onClose', async () => {
    await services.operatorTools.operator?.close();
    await pubsub.close();
    await sql.end();
  });

  // Layer 1: outside concerns. Layer 2: auth. Layer 3: routes (public, then guarded folders).
  await app.register(securityPlugin, {
    publicUrl: env.PUBLIC_URL,
    frameSources: frameSourcesFrom(deps.publicConfig),
    redis: deps.redis,
    rateLimitNamespace: `${env.QUEUE_PREFIX}:rl-global:`,
    requestsPerMinute: env.RATE_LIMIT_PER_MINUTE,
  });
  const { operator } = services.operatorTools;
  if (operator) await app.register(operatorTools, { operator });
  await app.register(docsPlugin);
  await app.register(authPlugin, {
    secret: env.JWT_SECRET,
    expiresIn: env.JWT_EXPIRES_IN,
    sessionIsActive: services.auth.sessions.isActive,
    apiKeyOwner: services.apiKeys.apiKeys.ownerOf,
  });
  await app.register(healthRoutes);

  const modules = API_MODULES.filter((m) => m.enabled?.(env) ?? true);
  await app.register(
    async (api) => {
      // Each feature module registers its signed-in-only routes in one guarded sub-plugin.
      for (const routes of modules.flatMap((m) => m.api)) await api.register(routes);
    },
    { prefix: env.API_PREFIX },
  );
  for (const routes of modules.flatMap((m) => m.root ?? [])) await app.register(routes);

  if (env.WEB_DIST) {
    await app.register(webPlugin, {
      distDir: env.WEB_DIST,
      apiPrefix: env.API_PREFIX,
      registerPath: env.REGISTER_PATH,
    });
  }
  return app;
}

/** Fastify counts hops with a function; addresses and CIDR lists it compiles itself. */
function trustProxyOption(trust: ApiEnv['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** Embedded pages configured as absolute URLs must be allowed to load in frames. */
function frameSourcesFrom(config: PublicConfig): string[] {
  const urls = [config.welcomeUrl, config.tutorialVideoUrl, ...Object.values(config.trainingUrls)];
  const origins = urls.flatMap((u) => {
    if (u === null) return [];
    try {
      return /^https?:/.test(u) ? [new URL(u).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
