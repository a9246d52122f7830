import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_RULES, type UploadKind, uploadResponseSchema } from '@adreel/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { sendStoredFile } from '../dfy/serve-file.ts';
import { type DetectedType, detectUploadType } from './detect-type.ts';

const tags = ['traffic'];
const MB = 1024 * 1024;
const UNSUPPORTED =
  'This file is not a supported image or video. Use a JPEG, PNG, WebP or GIF image, or an MP4, WebM or MOV video.';
const tooLarge = (kind: UploadKind) =>
  kind === 'image'
    ? `Images can be at most ${UPLOAD_RULES.image.maxBytes / MB} MB.`
    : `Videos can be at most ${UPLOAD_RULES.video.maxBytes / MB} MB.`;

class TooLarge extends Error {}

/** Traffic Sources (spec §2.21): unlock uploads, and their public, unguessable file addresses. */
export const trafficRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, env } = app.deps;
  const fileUrl = (id: string, ext: string) =>
    `${env.PUBLIC_URL}${env.API_PREFIX}/traffic/files/${id}/file.${ext}`;

  // Public by design: the id is a random UUID (122 bits) and the file is what the user shares.
  app.get(
    '/traffic/files/:id/:name',
    { schema: { tags, params: z.object({ id: z.uuid(), name: z.string().max(32) }) } },
    async (request, reply) => {
      const upload = await db.upload.findUnique({ where: { id: request.params.id } });
      if (!upload) throw new HttpError(404, 'This file is no longer available.');
      return sendStoredFile(storage, upload.key, request, reply, {
        contentType: upload.mimeType,
        cacheControl: 'public, max-age=86400, immutable',
      });
    },
  );

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', app.authenticate);
    await guarded.register(multipart, {
      limits: { files: 1, fields: 4, fileSize: UPLOAD_RULES.video.maxBytes + 1, fieldSize: 100 },
    });

    guarded.post(
      '/traffic/uploads',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadResponseSchema } } },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(400, 'Send the file as multipart/form-data.');
        const part = await request.file();
        if (!part) throw new HttpError(400, 'Please choose a file to upload.');
        const kindField = part.fields.kind;
        const wanted =
          kindField && 'value' in kindField && (kindField.value === 'image' || kindField.value === 'video')
            ? (kindField.value as UploadKind)
            : undefined;
        const cap = UPLOAD_RULES[wanted ?? 'video'].maxBytes;

        const dir = await mkdtemp(join(tmpdir(), 'adreel-upload-'));
        const tmp = join(dir, 'file');
        try {
          let size = 0;
          let head = Buffer.alloc(0);
          const counter = new Transform({
            transform(chunk: Buffer, _enc, done) {
              size += chunk.length;
              if (head.length < 16) head = Buffer.concat([head, chunk]).subarray(0, 16);
              if (size > cap) return done(new TooLarge());
              done(null, chunk);
            },
          });
          try {
            await pipeline(part.file, counter, createWriteStream(tmp));
          } catch (error) {
            part.file.resume();
            if (error instanceof TooLarge) throw new HttpError(413, tooLarge(wanted ?? 'video'));
            throw error;
          }
          if (part.file.truncated) throw new HttpError(413, tooLarge(wanted ?? 'video'));
          if (size === 0) throw new HttpError(400, 'The file is empty. Please choose another one.');
          const detected: DetectedType | null = detectUploadType(head);
          if (!detected) throw new HttpError(415, UNSUPPORTED);
          if (wanted && detected.kind !== wanted) {
            throw new HttpError(
              415,
              wanted === 'image'
                ? 'Please choose an image (JPEG, PNG, WebP or GIF).'
                : 'Please choose a video (MP4, WebM or MOV).',
            );
          }
          if (size > UPLOAD_RULES[detected.kind].maxBytes) throw new HttpError(413, tooLarge(detected.kind));

          const id = randomUUID();
          const key = `uploads/${request.userId}/${id}.${detected.ext}`;
          await storage.putFile(key, tmp, detected.mimeType);
          await db.upload.create({
            data: { id, userId: request.userId, kind: detected.kind, key, mimeType: detected.mimeType, size },
          });
          return reply.code(201).send({
            id,
            kind: detected.kind,
            mimeType: detected.mimeType,
            size,
            url: fileUrl(id, detected.ext),
          });
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    );
  });
};
