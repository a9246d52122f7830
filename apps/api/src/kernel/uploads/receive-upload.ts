import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_RULES, type UploadKind } from '@adreel/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DomainError, Invalid, TooLarge, UnsupportedType } from '../../domain-errors.ts';
import { describeMultipartFailure, tooLargeError, UPLOAD_MESSAGES } from './upload-errors.ts';

/** @fastify/multipart limits for the upload route: one file and its `kind`, little else. */
export const UPLOAD_MULTIPART_LIMITS = {
  files: 1,
  fields: 4,
  parts: 8,
  fieldSize: 100,
  fileSize: UPLOAD_RULES.video.maxBytes + 1,
};

/** Prefix of the per-request staging folder in the system temp directory. */
export const UPLOAD_TMP_PREFIX = 'adreel-upload-';
const HEAD_BYTES = 16;

/** A file received whole into a private temp folder. */
export interface ReceivedUpload {
  path: string;
  size: number;
  /** The first bytes, for telling the real type. */
  head: Buffer;
  /** The `kind` field, when it says image or video. */
  wanted: UploadKind | undefined;
  /** The file name the client gave (only shown back to its owner, never used as a path). */
  filename?: string;
  /** Removes the temp folder (after the file is stored, or not). */
  discard(): Promise<void>;
}

export interface ReceiveOptions {
  /** Deadline for the whole body, from the handler's start. */
  timeoutMs: number;
  tmpRoot?: string;
  /** A tighter size cap than the upload kind's (e.g. brand logos), with its own message. */
  cap?: { maxBytes: number; tooLarge: () => DomainError };
}

/** Raised inside the byte counter; turned into the user's 413 message by the caller. */
class OverCap extends Error {}

/**
 * Reads the one file of a multipart upload into a fresh temp folder, within a deadline.
 * Every way it can fail (limits, a malformed or cut-off body, a stalled or vanished client) ends
 * in an Invalid, TooLarge or UnsupportedType error (400/413/415), with the temp folder removed, the file handle closed and the rest
 * of the body no longer awaited: the answer goes out with `Connection: close`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  { timeoutMs, tmpRoot = tmpdir(), cap }: ReceiveOptions,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new UnsupportedType(UPLOAD_MESSAGES.notMultipart);
  const raw = request.raw;
  if (raw.destroyed && !raw.readableEnded) {
    abandonBody(request, reply);
    throw new Invalid(UPLOAD_MESSAGES.incomplete);
  }

  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new Invalid(UPLOAD_MESSAGES.stalled)), timeoutMs);
  const onClose = () => {
    if (!raw.readableEnded) stop.abort(new Invalid(UPLOAD_MESSAGES.incomplete));
  };
  raw.once('close', onClose);

  const fields: Record<string, string> = {};
  let staging: Staging | undefined;
  try {
    const folder = new Staging(await mkdtemp(join(tmpRoot, UPLOAD_TMP_PREFIX)));
    staging = folder;
    const saved = await readParts(request, folder, fields, stop.signal, cap);
    if (!saved) throw new Invalid(UPLOAD_MESSAGES.noFile);
    return { ...saved, path: folder.path, wanted: wantedKind(fields), discard: () => folder.discard() };
  } catch (error) {
    abandonBody(request, reply);
    await staging?.discard();
    const known = describeMultipartFailure(error, wantedKind(fields) ?? 'video');
    if (known) throw known;
    throw error;
  } finally {
    clearTimeout(timer);
    raw.removeListener('close', onClose);
  }
}

/** Walks the parts to the end, saving the file part; any wait ends when `signal` aborts. */
async function readParts(
  request: FastifyRequest,
  staging: Staging,
  fields: Record<string, string>,
  signal: AbortSignal,
  cap?: ReceiveOptions['cap'],
): Promise<{ size: number; head: Buffer; filename: string } | undefined> {
  const bounded = abortable(signal);
  const parts = request.parts();
  let saved: { size: number; head: Buffer; filename: string } | undefined;
  let dropped = false;
  for (;;) {
    const next = await bounded(parts.next());
    if (next.done) {
      // The plugin ends the parts quietly on "Unexpected end of multipart data"; a file it dropped
      // on the way is how that shows.
      if (!saved && dropped) throw new Invalid(UPLOAD_MESSAGES.incomplete);
      return saved;
    }
    const part = next.value;
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    // The plugin destroys a file it already handed over when the parser fails after it (e.g. a
    // field past the limit); piping a destroyed stream never settles. The reason comes next.
    if (part.file.destroyed) {
      dropped = true;
      continue;
    }
    if (saved) throw new TooLarge(UPLOAD_MESSAGES.oneFile);
    const kind = wantedKind(fields) ?? 'video';
    const tooLarge = () => (cap ? cap.tooLarge() : tooLargeError(kind));
    try {
      saved = {
        ...(await bounded(saveFile(part, staging, cap?.maxBytes ?? UPLOAD_RULES[kind].maxBytes, signal))),
        filename: part.filename,
      };
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof OverCap) throw tooLarge();
      if (error === staging.writeError) throw error;
      // The parser cut the file short: its reason (a limit, the end of the body), if it has one,
      // is the next thing it reports.
      throw await bounded(parts.next()).then(
        () => error,
        (reason: unknown) => reason,
      );
    }
    if (part.file.truncated) throw tooLarge();
  }
}

async function saveFile(part: MultipartFile, staging: Staging, cap: number, signal: AbortSignal) {
  let size = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
      if (size > cap) return done(new OverCap());
      done(null, chunk);
    },
  });
  await pipeline(part.file, counter, staging.open(), { signal });
  return { size, head };
}

/** The per-request temp folder and the one file written into it. */
class Staging {
  readonly path: string;
  writeError: unknown;
  private out: WriteStream | undefined;

  constructor(private readonly dir: string) {
    this.path = join(dir, 'file');
  }

  open(): WriteStream {
    this.out = createWriteStream(this.path);
    this.out.once('error', (error) => {
      this.writeError = error;
    });
    return this.out;
  }

  async discard(): Promise<void> {
    const out = this.out;
    if (out && !out.closed) {
      // Close the handle before removing the folder, so a late open cannot recreate the file.
      const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
      out.destroy();
      await closed;
    }
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** Races a promise against the signal: the signal's reason rejects it as soon as it aborts. */
function abortable(signal: AbortSignal) {
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => undefined);
  return <T>(promise: Promise<T>) => Promise.race([promise, aborted]);
}

function wantedKind(fields: Record<string, string>): UploadKind | undefined {
  const kind = fields.kind;
  return kind === 'image' || kind === 'video' ? kind : undefined;
}

/**
 * Stops waiting for a body we will not read: detach the parser, discard whatever still arrives
 * (so the answer is not lost to a reset), and close the connection once the answer is out.
 */
function abandonBody(request: FastifyRequest, reply: FastifyReply) {
  reply.header('connection', 'close');
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * The upload lifecycle in one call, for every route that takes a file: receive it (every failure a
 * 4xx domain error), hand it to `use` (the service checks and stores it), then discard the temp
 * folder whatever happened.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ReceiveOptions,
  use: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const received = await receiveUpload(request, reply, options);
  try {
    return await use(received);
  } finally {
    await received.discard();
  }
}
