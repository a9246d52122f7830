import { CodedError } from './coded-error.ts';

export type FetchRefusalCode =
  | 'BAD_URL'
  | 'BAD_SCHEME'
  | 'BLOCKED_ADDRESS'
  | 'DNS_FAILED'
  | 'TOO_MANY_REDIRECTS'
  | 'TOO_LARGE'
  | 'TIMEOUT'
  | 'BAD_CONTENT_TYPE'
  | 'HTTP_ERROR'
  | 'EMPTY'
  | 'NETWORK';

/** Why a fetch of a user-given URL was refused or failed; `message` is safe to show to the user. */
export class FetchRefusedError extends CodedError<FetchRefusalCode> {
  /** HTTP status when `code` is HTTP_ERROR. */
  readonly status?: number;

  constructor(code: FetchRefusalCode, message: string, options?: { status?: number; cause?: unknown }) {
    super(code, message, options);
    this.name = 'FetchRefusedError';
    if (options?.status !== undefined) this.status = options.status;
  }
}
