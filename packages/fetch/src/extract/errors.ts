export type ExtractionFailure = 'NOT_HTML' | 'EMPTY_PAGE' | 'NO_NAME';

/** The page was fetched but holds no product we can describe; `message` is shown to the user. */
export class ExtractionError extends Error {
  readonly code: ExtractionFailure;

  constructor(code: ExtractionFailure, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ExtractionError';
    this.code = code;
  }
}
