import { WALKTHROUGH_IDS } from '@adreel/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * `npm start` serves first and prepares the training walkthroughs in the background (their places say
 * "being prepared" meanwhile). Specs that show the finished videos wait here for all of them; after the
 * first such spec this returns at once.
 */
export async function waitForWalkthroughs({ request }: { request: APIRequestContext }): Promise<void> {
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
