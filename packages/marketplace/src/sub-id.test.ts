import { describe, expect, it } from 'vitest';
import { withSubId } from './sub-id.ts';

describe('sub-id on outbound links', () => {
  it('goes into the query, keeping a promolink path and any fragment', () => {
    expect(withSubId('https://www.digistore24.com/redir/123/ann/v_abc', 'cid', 'X')).toBe(
      'https://www.digistore24.com/redir/123/ann/v_abc?cid=X',
    );
    expect(withSubId('https://vendor.example/p?aff=ann#cam=v_1', 'cid', 'X')).toBe(
      'https://vendor.example/p?aff=ann&cid=X#cam=v_1',
    );
    expect(withSubId('https://vendor.example/p?#aff=a', 'tid', 'x1')).toBe(
      'https://vendor.example/p?tid=x1#aff=a',
    );
  });

  it('replaces the parameter the link already had, and only that one', () => {
    expect(withSubId('https://vendor.example/p?cid=old&x=1', 'cid', 'X')).toBe(
      'https://vendor.example/p?x=1&cid=X',
    );
    expect(withSubId('https://hop.clickbank.net/?affiliate=a&vendor=v&tid&tidy=1', 'tid', 'n')).toBe(
      'https://hop.clickbank.net/?affiliate=a&vendor=v&tidy=1&tid=n',
    );
    expect(withSubId('https://x.example/?subId1=a', 'subId1', 'b')).toBe('https://x.example/?subId1=b');
  });
});
