/**
 * A failed Digistore24 call: an error envelope (result other than "success", whatever the HTTP
 * status), an HTTP failure, a time-out, or a reply that is not the JSON envelope.
 * `code` is Digistore24's own code when it sent one, else one of ours: 'timeout', 'network',
 * 'http', 'invalid_response'.
 */
export class DigistoreError extends Error {
  readonly code?: string | number;
  readonly httpStatus?: number;

  constructor(message: string, opts: { code?: string | number; httpStatus?: number; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'DigistoreError';
    this.code = opts.code;
    this.httpStatus = opts.httpStatus;
  }
}
