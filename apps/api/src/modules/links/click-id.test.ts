import { clickIdToTid, tidToClickId } from '@adreel/clickbank';
import { CLICK_ID_PATTERN } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { isDigistoreTarget, newClickId, withClickId } from './click-id.ts';

describe('click ids', () => {
  it('are 124 random bits in 16 bytes, URL-safe, never repeated, and every one fits ClickBank’s tid', () => {
    const ids = new Set(Array.from({ length: 2000 }, newClickId));
    expect(ids.size).toBe(2000);
    for (const id of ids) {
      expect(id).toMatch(CLICK_ID_PATTERN);
      expect(tidToClickId(clickIdToTid(id) as string)).toBe(id);
    }
    expect(Buffer.from([...ids][0] as string, 'base64url')).toHaveLength(16);
  });

  it('go into the query, keeping the campaign key in a promolink path', () => {
    expect(withClickId('https://www.digistore24.com/redir/123/ann/v_abc', 'X')).toBe(
      'https://www.digistore24.com/redir/123/ann/v_abc?cid=X',
    );
    expect(withClickId('https://vendor.example/p?aff=ann#cam=v_1', 'X')).toBe(
      'https://vendor.example/p?aff=ann&cid=X#cam=v_1',
    );
    expect(withClickId('https://vendor.example/p?cid=old&x=1', 'X')).toBe(
      'https://vendor.example/p?x=1&cid=X',
    );
    expect(withClickId('https://vendor.example/p?#aff=a', 'X')).toBe('https://vendor.example/p?cid=X#aff=a');
  });

  it('knows Digistore24 targets by host', () => {
    expect(isDigistoreTarget('https://www.digistore24.com/redir/1/a/k')).toBe(true);
    expect(isDigistoreTarget('https://digistore24.com/product/1')).toBe(true);
    expect(isDigistoreTarget('https://digistore24.com.evil.example/redir/1/a')).toBe(false);
    expect(isDigistoreTarget('https://vendor.example/#aff=a')).toBe(false);
    expect(isDigistoreTarget('not a url')).toBe(false);
  });
});
