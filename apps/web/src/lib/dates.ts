/** "Fri, 27 Nov, 14:30" in the browser's locale and zone: when a campaign item or pause happened. */
export const shortDateTime = (iso: string): string =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** "Nov 27, 2026, 2:30 PM": when a postback or notification last arrived (Settings). */
export const receivedAt = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
