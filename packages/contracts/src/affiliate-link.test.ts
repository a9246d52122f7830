import { describe, expect, it } from 'vitest';
import {
  affiliateLinkLabel,
  buildAffiliateLink,
  buildDfyAffiliateLink,
  truncateAffiliateId,
} from './affiliate-link.ts';

const DS = 'https://www.digistore24.com';

describe('buildAffiliateLink', () => {
  const cases: Array<[string, string | null | undefined, string | null | undefined, string | null]> = [
    // [what, link, user name, expected]
    [
      'redir with bare placeholders',
      `${DS}/redir/12345/AFFILIATE/CAMPAIGNKEY`,
      'demoaff',
      `${DS}/redir/12345/demoaff`,
    ],
    [
      'redir with braced placeholders',
      `${DS}/redir/12345/{AFFILIATE}/{CAMPAIGNKEY}`,
      'demoaff',
      `${DS}/redir/12345/demoaff`,
    ],
    [
      'redir with bracketed placeholders',
      `${DS}/redir/12345/[AFFILIATE]/[CAMPAIGNKEY]`,
      'jo',
      `${DS}/redir/12345/jo`,
    ],
    [
      'redir with percent placeholders',
      `${DS}/redir/12345/%AFFILIATE%/%CAMPAIGNKEY%`,
      'jo',
      `${DS}/redir/12345/jo`,
    ],
    [
      'redir with URL-encoded braces',
      `${DS}/redir/12345/%7BAFFILIATE%7D/%7BCAMPAIGNKEY%7D`,
      'jo',
      `${DS}/redir/12345/jo`,
    ],
    ['redir without campaign key', `${DS}/redir/12345/AFFILIATE`, 'jo', `${DS}/redir/12345/jo`],
    ['redir with trailing slash', `${DS}/redir/12345/AFFILIATE/CAMPAIGNKEY/`, 'jo', `${DS}/redir/12345/jo`],
    ['redir with only a product id', `${DS}/redir/12345/`, 'jo', `${DS}/redir/12345/jo`],
    [
      'redir with double slashes in the path',
      `${DS}//redir//12345//AFFILIATE//CAMPAIGNKEY`,
      'jo',
      `${DS}/redir/12345/jo`,
    ],
    [
      'redir keeps a real campaign key',
      `${DS}/redir/12345/AFFILIATE/spring`,
      'jo',
      `${DS}/redir/12345/jo/spring`,
    ],
    ['redir already filled with the same name', `${DS}/redir/12345/jo`, 'jo', `${DS}/redir/12345/jo`],
    [
      'redir filled with someone else is given to the user',
      `${DS}/redir/12345/operator/`,
      'jo',
      `${DS}/redir/12345/jo`,
    ],
    [
      'redir keeps its query string',
      `${DS}/redir/12345/AFFILIATE/CAMPAIGNKEY?ds24tr=yt`,
      'jo',
      `${DS}/redir/12345/jo?ds24tr=yt`,
    ],
    ['redir URL-encodes the name', `${DS}/redir/12345/AFFILIATE`, 'a b/c', `${DS}/redir/12345/a%20b%2Fc`],
    [
      'redir with empty name drops placeholders',
      `${DS}/redir/12345/AFFILIATE/CAMPAIGNKEY`,
      '',
      `${DS}/redir/12345`,
    ],
    [
      'redir with null name drops placeholders',
      `${DS}/redir/12345/{AFFILIATE}/{CAMPAIGNKEY}`,
      null,
      `${DS}/redir/12345`,
    ],
    [
      'hash placeholder replaced',
      'https://vendor.example/offer#aff=AFFILIATE',
      'jo',
      'https://vendor.example/offer#aff=jo',
    ],
    [
      'hash with campaign removed',
      'https://vendor.example/offer#aff=AFFILIATE&cam=CAMPAIGNKEY',
      'jo',
      'https://vendor.example/offer#aff=jo',
    ],
    [
      'hash braced placeholders',
      'https://vendor.example/#aff={AFFILIATE}&cam={CAMPAIGNKEY}',
      'jo',
      'https://vendor.example/#aff=jo',
    ],
    [
      'hash with empty name leaves no placeholder',
      'https://vendor.example/offer#aff=AFFILIATE&cam=CAMPAIGNKEY',
      '',
      'https://vendor.example/offer',
    ],
    [
      'query-style aff placeholder',
      'https://vendor.example/offer?src=x&aff=AFFILIATE',
      'jo',
      'https://vendor.example/offer?src=x&aff=jo',
    ],
    [
      'plain link gets a hash parameter',
      'https://vendor.example/offer',
      'jo',
      'https://vendor.example/offer#aff=jo',
    ],
    [
      'plain link with a query keeps it',
      'https://vendor.example/offer?x=1',
      'jo',
      'https://vendor.example/offer?x=1#aff=jo',
    ],
    [
      'plain link merges with an anchor',
      'https://vendor.example/offer#pricing',
      'jo',
      'https://vendor.example/offer#pricing&aff=jo',
    ],
    [
      'existing aff= is not duplicated',
      'https://vendor.example/offer#aff=old&x=1',
      'jo',
      'https://vendor.example/offer#aff=jo&x=1',
    ],
    [
      'plain link with empty name is unchanged',
      'https://vendor.example/offer',
      '',
      'https://vendor.example/offer',
    ],
    [
      'double slashes cleaned but not after the scheme',
      'https://vendor.example//a///b',
      'jo',
      'https://vendor.example/a/b#aff=jo',
    ],
    [
      'a URL inside the query keeps its slashes',
      'https://vendor.example/go?to=https://x.example/a',
      'jo',
      'https://vendor.example/go?to=https://x.example/a#aff=jo',
    ],
    [
      'placeholder in a vendor path',
      'https://vendor.example/AFFILIATE/offer',
      'jo',
      'https://vendor.example/jo/offer',
    ],
    [
      'placeholder in a vendor path, no name',
      'https://vendor.example/AFFILIATE/offer',
      '',
      'https://vendor.example/offer',
    ],
    [
      'a word merely containing AFFILIATE is left alone',
      'https://vendor.example/AFFILIATES',
      'jo',
      'https://vendor.example/AFFILIATES#aff=jo',
    ],
    ['surrounding whitespace is trimmed', `  ${DS}/redir/1/AFFILIATE  `, ' jo ', `${DS}/redir/1/jo`],
    ['null link', null, 'jo', null],
    ['undefined link', undefined, 'jo', null],
    ['blank link', '   ', 'jo', null],
  ];

  it.each(cases)('%s', (_what, link, userName, expected) => {
    expect(buildAffiliateLink(link, userName)).toBe(expected);
  });

  it('never leaves a placeholder in the result', () => {
    for (const [, link, userName] of cases) {
      const out = buildAffiliateLink(link, userName) ?? '';
      expect(out).not.toMatch(/AFFILIATE(?!S)|CAMPAIGNKEY/);
    }
  });

  // A filled vendor-path placeholder is indistinguishable from an ordinary path afterwards, so
  // only the two promolink styles promise idempotence.
  it('is idempotent for redir and hash links', () => {
    for (const [what, link, userName] of cases) {
      if (what.startsWith('placeholder in a vendor path')) continue;
      const once = buildAffiliateLink(link, userName);
      expect(buildAffiliateLink(once, userName)).toBe(once);
    }
  });
});

describe('buildDfyAffiliateLink', () => {
  it.each([
    ['https://vendor.example/p?aff=AFFILIATE&cam=CAMPAIGNKEY', 'jo', 'https://vendor.example/p?aff=jo'],
    ['https://vendor.example/p?aff=AFFILIATE', 'jo', 'https://vendor.example/p?aff=jo'],
    [`${DS}/redir/555/AFFILIATE/CAMPAIGNKEY`, 'jo', `${DS}/redir/555/jo`],
    ['https://vendor.example/p#aff=AFFILIATE&cam=CAMPAIGNKEY', '', 'https://vendor.example/p'],
    // Unlike offers, a DFY link without a placeholder is left as it is.
    ['https://vendor.example/p', 'jo', 'https://vendor.example/p'],
  ])('%s with %j', (url, userName, expected) => {
    expect(buildDfyAffiliateLink(url, userName)).toBe(expected);
  });

  it('returns null without a url', () => {
    expect(buildDfyAffiliateLink(null, 'jo')).toBeNull();
  });
});

describe('affiliateLinkLabel', () => {
  it.each([
    [`${DS}/redir/1/AFFILIATE/CAMPAIGNKEY`, 'redir'],
    [`${DS}//redir/1`, 'redir'],
    ['https://vendor.example/offer#aff=AFFILIATE', 'hash'],
    ['https://vendor.example/redirect/x', 'hash'],
  ] as const)('%s is %s', (link, label) => {
    expect(affiliateLinkLabel(link)).toBe(label);
  });
});

describe('truncateAffiliateId', () => {
  it.each([
    ['demoaff123', 'demoaff1'],
    ['short', 'short'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (id, expected) => {
    expect(truncateAffiliateId(id)).toBe(expected);
  });
});
