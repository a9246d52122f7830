import { CHROMIUM_BASE_ARGS, DEFAULT_CHROMIUM_PATH } from '@adreel/sites/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_MARKERS_SCRIPT } from './busy-screen.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    args: CHROMIUM_BASE_ARGS,
  });
  page = await browser.newPage();
});
afterAll(async () => browser?.close());

async function markers(body: string): Promise<string[]> {
  await page.setContent(`<style>.hidden{display:none}</style><body>${body}</body>`);
  return page.evaluate(BUSY_MARKERS_SCRIPT) as Promise<string[]>;
}

describe('busy markers on a captured screen', () => {
  it('finds none on a finished page', async () => {
    expect(await markers('<h1>Done-for-you videos</h1><video></video><button>Copy link</button>')).toEqual(
      [],
    );
  });

  it('names the DFY card still rendering its video', async () => {
    const card = '<svg class="animate-spin" aria-hidden="true"></svg><p>Video is being prepared...</p>';
    expect(await markers(card)).toEqual(['spinner <svg>', '"being prepared" on screen']);
  });

  it('names progress bars, busy regions, skeletons and loading text', async () => {
    expect(
      await markers(
        '<div role="progressbar" aria-label="Rendering progress" aria-valuenow="40">-</div>' +
          '<section aria-busy="true">-</section>' +
          '<div class="animate-pulse">-</div><p>Loading…</p>',
      ),
    ).toEqual([
      'busy <section>',
      'progress bar <div "Rendering progress">',
      'skeleton <div>',
      '"Loading…" on screen',
    ]);
  });

  it('reads a "being prepared" hint on a control (a review site without its screenshot)', async () => {
    expect(
      await markers('<button disabled title="This site is still being prepared">Clone</button>'),
    ).toEqual(['"being prepared" on <button>']);
  });

  it('tells a training video the first start has not rendered yet apart from a busy page', async () => {
    const slot =
      '<div role="status"><p>This training video is being prepared</p><p>It appears here on its own.</p></div>';
    expect(await markers(slot)).toEqual(['training video placeholder']);
    expect(await markers(`${slot}<p>Video is being prepared...</p>`)).toEqual([
      'training video placeholder',
      '"being prepared" on screen',
    ]);
  });

  it('counts a progress bar only while it moves: not an idle form at 0 % or a finished one', async () => {
    const bar = (attrs: string) => `<div role="progressbar" aria-label="Progress" ${attrs}>-</div>`;
    expect(await markers(bar('aria-valuemin="0" aria-valuemax="100" aria-valuenow="0"'))).toEqual([]);
    expect(await markers(bar('aria-valuemin="0" aria-valuemax="100" aria-valuenow="100"'))).toEqual([]);
    expect(await markers(bar('aria-valuemin="0" aria-valuemax="100"'))).toEqual([
      'progress bar <div "Progress">',
    ]);
    expect(await markers('<progress max="100" value="30"></progress>')).toEqual(['progress bar <progress>']);
  });

  it('names a drawn placeholder image and an image that failed to load', async () => {
    const svg = encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40"><text y="20">Preparing preview…</text></svg>',
    );
    expect(await markers(`<img alt="Screenshot" src="data:image/svg+xml,${svg}">`)).toEqual([
      'placeholder image <img>',
    ]);
    const broken = await markers('<img alt="Shot" width="50" height="50" src="/missing.jpg">');
    expect(broken).toEqual(['broken image <img>']);
    expect(await markers('<img alt="" width="50" height="50">')).toEqual([]);
  });

  it('names an error on screen: a failed load, an alert', async () => {
    expect(await markers('<h2>Failed to fetch videos</h2><button>Try again</button>')).toEqual([
      'error "Failed to" on screen',
    ]);
    expect(await markers('<p role="alert">That did not work</p>')).toEqual(['alert <p>']);
  });

  it('ignores what the screenshot does not show: below the fold', async () => {
    const fold = '<div style="height: 3000px">Offers</div>';
    expect(await markers(`${fold}<p>Video is being prepared...</p><svg class="animate-spin"></svg>`)).toEqual(
      [],
    );
  });

  it('ignores markers that are not on screen', async () => {
    expect(
      await markers(
        '<div class="hidden"><svg class="animate-spin"></svg><p>Loading...</p></div>' +
          '<div hidden role="progressbar"></div><section aria-busy="false"></section>',
      ),
    ).toEqual([]);
  });
});
