import { CodedError } from '@adreel/fetch';

export type CloneErrorCode = 'TOO_LARGE' | 'TOO_MANY_RESOURCES' | 'TIMEOUT' | 'NOT_HTML' | 'FETCH_FAILED';

/** Why a site could not be cloned; `message` is written for the user who asked for the clone. */
export class CloneError extends CodedError<CloneErrorCode> {
  override name = 'CloneError';
}

const MB = 1024 * 1024;

/** `20 MB`, `1.5 MB`, or `5 KB` for the small limits tests and operators may set. */
export function formatSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / MB;
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

export const cloneMessages = {
  tooLarge: (maxBytes: number) => `This site is larger than the ${formatSize(maxBytes)} clone limit.`,
  tooManyResources: (max: number) =>
    `This site loads more than ${max} images, stylesheets and fonts, which is over the clone limit.`,
  timeout: (ms: number) =>
    `Cloning this site took longer than ${Math.round(ms / 1000)} seconds, so it was stopped.`,
  notHtml: (detail: string) => `That address is not a web page, so it cannot be cloned. ${detail}`.trim(),
  fetchFailed: (detail: string) => `The site could not be downloaded. ${detail}`.trim(),
};
