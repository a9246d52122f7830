import { describe, expect, it } from 'vitest';
import { matchesLinkHost, subIdParamFor } from './link-hosts.ts';
import { NETWORK_PRESETS } from './presets.ts';

describe('matchesLinkHost', () => {
  it('matches a domain and its subdomains, never a look-alike', () => {
    const hosts = NETWORK_PRESETS.jvzoo.linkHosts;
    expect(matchesLinkHost('https://www.jvzoo.com/c/1/2', hosts)).toBe(true);
    expect(matchesLinkHost('https://jvzoo.com/c/1/2?x=1', hosts)).toBe(true);
    expect(matchesLinkHost('https://notjvzoo.com/c/1', hosts)).toBe(false);
    expect(matchesLinkHost('https://jvzoo.com.evil.test/c/1', hosts)).toBe(false);
    expect(matchesLinkHost('javascript:alert(1)//jvzoo.com', hosts)).toBe(false);
    expect(matchesLinkHost('not a url', hosts)).toBe(false);
  });

  it('matches a host with port under a path (the demo stand-in’s links)', () => {
    const hosts = ['127.0.0.1:4100/networks/jvzoo'];
    expect(matchesLinkHost('http://127.0.0.1:4100/networks/jvzoo/c/1/2', hosts)).toBe(true);
    expect(matchesLinkHost('http://127.0.0.1:4100/networks/jvzoo', hosts)).toBe(true);
    expect(matchesLinkHost('http://127.0.0.1:4100/networks/jvzoology', hosts)).toBe(false);
    expect(matchesLinkHost('http://127.0.0.1:4100/products/lamp', hosts)).toBe(false);
    expect(matchesLinkHost('http://127.0.0.1:4101/networks/jvzoo/c', hosts)).toBe(false);
  });

  it('names the sub-id parameter of the first connection the link belongs to', () => {
    const connections = [
      { subIdParam: 'tid', linkHosts: ['jvzoo.com'] },
      { subIdParam: 'subId1', linkHosts: ['sjv.io'] },
    ];
    expect(subIdParamFor('https://brand.sjv.io/c/1', connections)).toBe('subId1');
    expect(subIdParamFor('https://www.jvzoo.com/c/1', connections)).toBe('tid');
    expect(subIdParamFor('https://example.com/', connections)).toBe(null);
  });
});
