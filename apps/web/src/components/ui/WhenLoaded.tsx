import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

/**
 * A card's data as it arrives: a spinner while it loads, an alert when it failed (or came back
 * empty), else `children` drawn with the data. `className` spaces the spinner and the alert like the
 * content they stand in for; `small` suits a panel inside a card.
 */
export function WhenLoaded<T>({
  query,
  loading = 'Loading...',
  failed,
  className = '',
  small = false,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; data: T | undefined };
  /** The spinner's label, e.g. "Loading your webhooks...". */
  loading?: string;
  /** What failed, e.g. "Failed to load your webhooks."; the alert adds how to try again. */
  failed: string;
  className?: string;
  small?: boolean;
  children: (data: T) => ReactNode;
}) {
  const spacing = className ? `${className} ` : '';
  if (query.isLoading) {
    return (
      <Spinner className={`${spacing}${small ? 'h-4 w-4' : 'h-5 w-5'} text-brand-600`} label={loading} />
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <p role="alert" className={`${spacing}text-sm ${small ? '' : 'font-medium '}text-red-700`}>
        {`${failed} Reload the page to try again.`}
      </p>
    );
  }
  return children(query.data);
}
