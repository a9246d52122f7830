import {
  channelIdParamsSchema,
  channelListResponseSchema,
  channelPlatformParamsSchema,
  channelPostOptionsSchema,
  channelReadinessResponseSchema,
  connectChannelResponseSchema,
  connectUploadPostBodySchema,
  connectUploadPostResponseSchema,
  disconnectChannelResponseSchema,
  oauthCallbackQuerySchema,
  testConnectionBodySchema,
  testConnectionResponseSchema,
  uploadPostWebhookBodySchema,
  uploadPostWebhookParamsSchema,
  uploadPostWebhookResponseSchema,
} from '@adreel/contracts';
import { oauthCallbackPath } from '@adreel/publish';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCookie } from '../../http/read-cookie.ts';
import { guardedRoutes } from '../../plugins/auth.ts';
import { OAUTH_STATE_TTL_MS } from './service.ts';

const tags = ['channels'];
const cookieName = (platform: string) => `adreel_oauth_${platform}`;

/**
 * Settings → Channels. Connect answers the platform's consent URL and sets the state as an HttpOnly
 * cookie scoped to the callback path; the public callback needs both (the state row names the user,
 * the cookie proves this browser started it) and always ends on /settings with what happened.
 */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { channels, uploadPostChannels, channelReadiness, connectionTest } = app.services.channels;
  const { PUBLIC_URL, API_PREFIX } = app.deps.env;
  const publicUrl = PUBLIC_URL.replace(/\/+$/, '');
  const secure = publicUrl.startsWith('https://') ? '; Secure' : '';
  const cookieAttrs = (platform: string) =>
    `Path=${API_PREFIX}${oauthCallbackPath(platform as never)}; HttpOnly; SameSite=Lax${secure}`;

  app.get(
    '/channels/oauth/:platform/callback',
    {
      schema: {
        tags,
        hide: true,
        params: channelPlatformParamsSchema,
        querystring: oauthCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const { platform } = request.params;
      const outcome = await channels.finishConnect(
        platform,
        request.query,
        readCookie(request.headers.cookie, cookieName(platform)) ?? null,
      );
      const target = new URL(`${publicUrl}/settings`);
      target.searchParams.set('channel', outcome.ok ? 'connected' : 'error');
      target.searchParams.set('platform', platform);
      if (!outcome.ok) target.searchParams.set('reason', outcome.reason);
      reply.header('set-cookie', `${cookieName(platform)}=; Max-Age=0; ${cookieAttrs(platform)}`);
      reply.header('cache-control', 'no-store');
      return reply.redirect(target.toString(), 303);
    },
  );

  // Upload-Post's webhook: unsigned, so a secret in the URL, and the status is asked again (never the body).
  app.post(
    '/channels/upload-post/webhook/:secret',
    {
      schema: {
        tags,
        hide: true,
        params: uploadPostWebhookParamsSchema,
        body: uploadPostWebhookBodySchema,
        response: { 200: uploadPostWebhookResponseSchema },
      },
    },
    async (request) => uploadPostChannels.webhook(request.params.secret, request.body),
  );

  await app.register(
    guardedRoutes(
      async (guarded) => {
        guarded.get(
          '/channels/readiness',
          { schema: { tags, response: { 200: channelReadinessResponseSchema } } },
          async (request) => channelReadiness.readiness(request.userId),
        );
        guarded.post(
          '/channels/upload-post',
          {
            schema: {
              tags,
              body: connectUploadPostBodySchema,
              response: { 200: connectUploadPostResponseSchema },
            },
          },
          async (request) =>
            uploadPostChannels.connect(request.userId, request.body.profile, request.body.platforms),
        );
        guarded.post(
          '/channels/test-connection',
          {
            schema: { tags, body: testConnectionBodySchema, response: { 200: testConnectionResponseSchema } },
          },
          async (request) => connectionTest.test(request.userId, request.body),
        );
        guarded.get(
          '/channels',
          { schema: { tags, response: { 200: channelListResponseSchema } } },
          async (request) => channels.list(request.userId),
        );
        guarded.post(
          '/channels/:platform/connect',
          {
            schema: {
              tags,
              params: channelPlatformParamsSchema,
              response: { 200: connectChannelResponseSchema },
            },
          },
          async (request, reply) => {
            const { platform } = request.params;
            const { authorizeUrl, state } = await channels.startConnect(request.userId, platform);
            reply.header(
              'set-cookie',
              `${cookieName(platform)}=${encodeURIComponent(state)}; Max-Age=${OAUTH_STATE_TTL_MS / 1000}; ${cookieAttrs(platform)}`,
            );
            return { authorizeUrl };
          },
        );
        guarded.delete(
          '/channels/:id',
          {
            schema: {
              tags,
              params: channelIdParamsSchema,
              response: { 200: disconnectChannelResponseSchema },
            },
          },
          async (request) => channels.disconnect(request.userId, request.params.id),
        );
        guarded.get(
          '/channels/:id/post-options',
          { schema: { tags, params: channelIdParamsSchema, response: { 200: channelPostOptionsSchema } } },
          async (request) => channels.postOptions(request.userId, request.params.id),
        );
      },
      { sessionOnly: true },
    ),
  );
};
