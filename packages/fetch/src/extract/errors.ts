import { CodedError } from '../coded-error.ts';

export type ExtractionFailure = 'NOT_HTML' | 'EMPTY_PAGE' | 'NO_NAME';

/** The page was fetched but holds no product we can describe; `message` is shown to the user. */
export class ExtractionError extends CodedError<ExtractionFailure> {
  override name = 'ExtractionError';
}
