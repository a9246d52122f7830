import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotFound } from '../domain-errors.ts';

export interface WebOptions {
  distDir: string;
  apiPrefix: string;
  registerPath: string;
}

/**
 * Serves the built SPA: files from dist, and index.html for every other GET that is not an API call.
 * Only the response for the hidden registration path carries the marker that shows the form, so the
 * path itself never appears in the public bundle.
 */
export const webPlugin = fp<WebOptions>(async (app: FastifyInstance, opts) => {
  const indexFile = join(opts.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: opts.distDir }, 'web build not found; serving the API only');
    return;
  }
  const index = readFileSync(indexFile, 'utf8');
  const registerIndex = index.replace('<head>', '<head><meta name="adreel-page" content="register">');
  await app.register(fastifyStatic, { root: opts.distDir, wildcard: false, index: false });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === opts.apiPrefix || path.startsWith(`${opts.apiPrefix}/`);
    // The platform stand-ins run in their own process (issue 31): their old paths here are a 404.
    const isStandIn = path === '/stand-ins' || path.startsWith('/stand-ins/');
    // A missing file (e.g. an old /assets/*.js after a rebuild) is a 404, never the app's HTML.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (request.method !== 'GET' || isApi || isFile || isStandIn) {
      throw new NotFound(`No route for ${request.method} ${path}`);
    }
    const html = path === opts.registerPath ? registerIndex : index;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
});
