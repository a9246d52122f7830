import { UPLOAD_RULES, type UploadKind } from '@adreel/contracts';
import { DomainError, Invalid, TooLarge, UnsupportedType } from '../../domain-errors.ts';

const MB = 1024 * 1024;

/** What the user is told about an upload that could not be received or stored. */
export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data.',
  stalled: 'The upload did not finish in time. Please try again.',
  incomplete: 'The upload was incomplete. Please try again.',
  tooManyFields: 'The upload has too many fields. Send only the file and its kind.',
  tooManyParts: 'The upload has too many parts. Send only the file and its kind.',
  oneFile: 'Send one file at a time.',
  badFieldName: 'The upload has a field name that is not allowed.',
  badJsonField: 'A field of the upload is not valid JSON.',
  noFile: 'Please choose a file to upload.',
  empty: 'The file is empty. Please choose another one.',
  unsupported:
    'This file is not a supported image or video. Use a JPEG, PNG, WebP or GIF image, or an MP4, WebM or MOV video.',
  wantedImage: 'Please choose an image (JPEG, PNG, WebP or GIF).',
  wantedVideo: 'Please choose a video (MP4, WebM or MOV).',
} as const;

export function tooLargeError(kind: UploadKind): DomainError {
  return new TooLarge(
    kind === 'image'
      ? `Images can be at most ${UPLOAD_RULES.image.maxBytes / MB} MB.`
      : `Videos can be at most ${UPLOAD_RULES.video.maxBytes / MB} MB.`,
  );
}

/**
 * The answer for a failure while reading a multipart body, or undefined when it is not the client's
 * doing (a disk error, a bug) and must stay a 500.
 *
 * @fastify/multipart 9 reports limits and misuse as @fastify/error instances with a code
 * (FST_FIELDS_LIMIT, FST_FILES_LIMIT, FST_PARTS_LIMIT: 413; FST_INVALID_MULTIPART_CONTENT_TYPE,
 * FST_INVALID_JSON_FIELD_ERROR: 406; FST_PROTO_VIOLATION: 400; FST_REQ_FILE_TOO_LARGE: 413).
 * Its parser, @fastify/busboy, throws plain Errors without codes: from its constructor
 * ("Multipart: Boundary not found", "Unsupported Content-Type.", "Missing Content-Type-header.",
 * and "The needle cannot have a length bigger than 256." for an overlong boundary), and when the
 * body ends before the closing boundary ("Unexpected end of multipart data" from the parser,
 * "Part terminated early due to unexpected end of multipart data" on the open file stream;
 * busboy 1.x says "Unexpected end of form"). A file stream the plugin destroys because the client
 * went away ends with ERR_STREAM_PREMATURE_CLOSE.
 */
export function describeMultipartFailure(error: unknown, kind: UploadKind): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (!(error instanceof Error)) return undefined;
  switch ((error as { code?: unknown }).code) {
    case 'FST_FIELDS_LIMIT':
      return new TooLarge(UPLOAD_MESSAGES.tooManyFields);
    case 'FST_FILES_LIMIT':
      return new TooLarge(UPLOAD_MESSAGES.oneFile);
    case 'FST_PARTS_LIMIT':
      return new TooLarge(UPLOAD_MESSAGES.tooManyParts);
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLargeError(kind);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedType(UPLOAD_MESSAGES.notMultipart);
    case 'FST_PROTO_VIOLATION':
      return new Invalid(UPLOAD_MESSAGES.badFieldName);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new Invalid(UPLOAD_MESSAGES.badJsonField);
    case 'ERR_STREAM_PREMATURE_CLOSE':
    case 'ECONNRESET':
      return new Invalid(UPLOAD_MESSAGES.incomplete);
  }
  const { message } = error;
  if (/Boundary not found|Content-Type|needle cannot/i.test(message)) {
    return new Invalid(UPLOAD_MESSAGES.notMultipart);
  }
  if (/terminated early|Unexpected end of (multipart data|form)/i.test(message)) {
    return new Invalid(UPLOAD_MESSAGES.incomplete);
  }
  return undefined;
}
