import {
  BRAND_KIT_MESSAGES,
  BRAND_LOGO_MAX_BYTES,
  brandKitBodySchema,
  brandKitResponseSchema,
  brandLogoParamsSchema,
  brandLogoQuerySchema,
} from '@adreel/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooLarge } from '../../domain-errors.ts';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { withUpload } from '../../kernel/uploads/receive-upload.ts';
import { guardedRoutes } from '../../plugins/auth.ts';

/** One small file, nothing else; the byte counter stops at the logo cap before the parser's own limit. */
const LOGO_MULTIPART_LIMITS = {
  files: 1,
  fields: 2,
  parts: 4,
  fieldSize: 100,
  fileSize: BRAND_LOGO_MAX_BYTES + 1024 * 1024,
};

/** Logos have a tighter cap than traffic uploads, with their own message. */
const LOGO_CAP = {
  maxBytes: BRAND_LOGO_MAX_BYTES,
  tooLarge: () => new TooLarge(BRAND_KIT_MESSAGES.logoTooLarge),
};

/** The brand kit (Settings): colours, font, watermark corner and the logo, owner-only. */
export const brandKitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { brandKits } = app.services.brandKit;
  const tags = ['account'];

  // Public by design: an <img> cannot send the bearer header; the signature is the authorisation.
  app.get(
    '/media/brand-logos/:userId/:logoId',
    { schema: { tags, params: brandLogoParamsSchema, querystring: brandLogoQuerySchema } },
    async (request, reply) =>
      sendStoredFile(
        app.deps.storage,
        brandKits.logoFile(request.params.userId, request.params.logoId, request.query),
        request,
        reply,
      ),
  );

  await app.register(
    guardedRoutes(async (guarded) => {
      await guarded.register(multipart, { limits: LOGO_MULTIPART_LIMITS });

      guarded.get(
        '/account/brand-kit',
        { schema: { tags, response: { 200: brandKitResponseSchema } } },
        async (request) => brandKits.get(request.userId),
      );

      guarded.put(
        '/account/brand-kit',
        { schema: { tags, body: brandKitBodySchema, response: { 200: brandKitResponseSchema } } },
        async (request) => brandKits.save(request.userId, request.body),
      );

      guarded.post(
        '/account/brand-kit/logo',
        { schema: { tags, consumes: ['multipart/form-data'], response: { 200: brandKitResponseSchema } } },
        async (request, reply) =>
          withUpload(request, reply, { timeoutMs: app.deps.env.UPLOAD_TIMEOUT_MS, cap: LOGO_CAP }, (logo) =>
            brandKits.uploadLogo(request.userId, logo),
          ),
      );

      guarded.delete(
        '/account/brand-kit/logo',
        { schema: { tags, response: { 200: brandKitResponseSchema } } },
        async (request) => brandKits.removeLogo(request.userId),
      );
    }),
  );
};
