/** How My Affiliates shows when a site was created, in the browser's language. */
export const CREATED_AT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
