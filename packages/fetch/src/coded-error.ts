/**
 * An error that names what happened twice: by a code callers branch on, and by a message written for
 * the person who asked (the API shows it as is). The packages' own errors extend it and set `name`.
 */
export class CodedError<Code extends string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    // A cause only when there is one, so a logged error shows no empty `[cause]: undefined`.
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}
