import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WhenLoaded } from './WhenLoaded.tsx';

const draw = (query: { isLoading: boolean; isError: boolean; data: string[] | undefined }) =>
  renderToString(
    <WhenLoaded query={query} loading="Loading your keys..." failed="Failed to load your keys.">
      {(keys) => <ul>{keys.join(',')}</ul>}
    </WhenLoaded>,
  );

describe('WhenLoaded', () => {
  it('shows a labelled spinner while loading', () => {
    const html = draw({ isLoading: true, isError: false, data: undefined });
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading your keys...');
  });

  it('shows an alert with the way out when the query failed or came back empty', () => {
    for (const html of [
      draw({ isLoading: false, isError: true, data: undefined }),
      draw({ isLoading: false, isError: false, data: undefined }),
    ]) {
      expect(html).toContain('role="alert"');
      expect(html).toContain('Failed to load your keys. Reload the page to try again.');
    }
  });

  it('draws the data once it is there', () => {
    expect(draw({ isLoading: false, isError: false, data: ['a', 'b'] })).toBe('<ul>a,b</ul>');
  });
});
