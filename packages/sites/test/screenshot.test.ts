import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotHtml } from '../src/index.ts';
import { type FixtureServer, startFixtureServer } from './fixtures/server.ts';

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(jpeg: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < jpeg.length) {
    if (jpeg[offset] !== 0xff) return null;
    const marker = jpeg[offset + 1] ?? 0;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

let canary: FixtureServer;
beforeAll(async () => {
  canary = await startFixtureServer({ '/x.png': { type: 'image/png', body: Buffer.from('png') } });
});
afterAll(async () => {
  await canary?.close();
});

describe('screenshotHtml', () => {
  it('returns a JPEG of the requested size without loading anything', async () => {
    const html = `<html><body style="margin:0;background:#0a7"><h1>Review</h1>
      <img src="${canary.url('/x.png')}"><script>document.body.style.background = 'red'</script></body></html>`;
    const jpeg = await screenshotHtml(html, { width: 640, height: 400 });
    expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(jpegSize(jpeg)).toEqual({ width: 640, height: 400 });
    expect(canary.hits).toEqual([]);
  });
});
