import { WALKTHROUGH_IDS } from '@adreel/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';

/** The Playwright project that runs the specs showing walkthroughs, after every other spec. */
export const WALKTHROUGHS_PROJECT = 'chromium-walkthroughs';

/**
 * `npm start` serves first and prepares the training walkthroughs in the background (their places say
 * "being prepared" meanwhile). Specs that show the finished videos wait here for all of them; after the
 * first such spec this returns at once.
 */
export async function waitForWalkthroughs({ request }: { request: APIRequestContext }): Promise<void> {
  // A spec that waits here must be queued after the others (SHOWS_WALKTHROUGHS in playwright.config.ts),
  // or a worker sits in this wait at the start of the suite.
  expect(test.info().project.name, 'list this spec in SHOWS_WALKTHROUGHS').toBe(WALKTHROUGHS_PROJECT);
  test.setTimeout(20 * 60_000);
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/training-media/walkthroughs');
        return res.ok() ? ((await res.json()) as { walkthroughs: unknown[] }).walkthroughs.length : 0;
      },
      { timeout: 19 * 60_000, intervals: [2_000, 5_000] },
    )
    .toBe(WALKTHROUGH_IDS.length);
}
