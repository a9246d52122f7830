import type { StandIns } from '@adreel/publish/stand-ins';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Demo mode only: the TikTok, YouTube and Instagram stand-ins under /stand-ins/{platform}, served raw
 * (uploads are read as sent; the stand-in writes its own answer), outside the global rate limit
 * since the worker polls them.
 */
export function standInRoutes(standIns: StandIns): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    app.all(
      '/stand-ins/*',
      { schema: { hide: true }, config: { rateLimit: false } },
      async (request, reply) => {
        reply.hijack();
        const handled = await standIns.handle(request.raw, reply.raw);
        if (!handled) reply.raw.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      },
    );
  };
}
