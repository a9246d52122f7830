import { demoProducts } from '@adreel/demo-shop/products';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';
import { holdScriptWhileWriting } from './support/hold-script-step.ts';

const slug = demoProducts[0]?.slug ?? '';
const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${slug}`;

test('product URL → progress overlay → script review → edit a scene → Create Video sends the edit', async ({
  page,
}) => {
  await signedInPage(page, 'scripts');
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Transform Your Products Into Engaging & Viral Videos' }),
  ).toBeVisible();

  // Empty input is refused with the spec's message.
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page.getByText('Please enter a product URL')).toBeVisible();

  // The demo hint fills the input with the demo shop's product.
  await page.getByRole('button', { name: 'Use demo product' }).click();
  const input = page.getByLabel('Product URL');
  await expect(input).toHaveValue(demoUrl);
  await expect(input).toHaveAttribute('placeholder', 'Enter your product URL to generate video');
  await expect(input).toHaveAttribute('type', 'url');

  // The overlay shows the step the worker is really on: the job is held in its writing step (see
  // holdScriptWhileWriting) so the 3-second poll finds it there.
  const hold = await holdScriptWhileWriting();
  try {
    await input.fill(`${demoUrl}?ref=${hold.marker}`);
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expect(page.getByText('Script generation started! This may take a minute...')).toBeVisible();
    const overlay = page.getByRole('dialog', { name: 'Generating your script' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByTestId('script-step')).toHaveText('Step 3 of 4: Writing the script');
    const bar = overlay.getByRole('progressbar', { name: 'Script generation progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(overlay).toContainText('50%');
    const steps = overlay.getByRole('list', { name: 'Script steps' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /Fetching the product page/,
      /Extracting the product details/,
      /Writing the script/,
      /Checking the script/,
    ]);
    for (const [i, state] of ['done', 'done', 'active', 'pending'].entries())
      await expect(steps.nth(i)).toHaveAttribute('data-state', state);
    await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 20_000 });
  } finally {
    await hold.release();
  }
  await expect(page.getByText('Script generated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review Your Script' })).toBeVisible();
  await expect(page.getByText('Written by the offline script writer')).toBeVisible();
  await expect(page.getByText('Website summary')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scene 1' })).toBeVisible();

  // One scene editable at a time; X cancels without changing anything.
  await page.getByRole('button', { name: 'Edit scene 1' }).click();
  await expect(page.getByLabel('Voiceover')).toBeVisible();
  await page.getByRole('button', { name: 'Edit scene 2' }).click();
  await expect(page.getByLabel('Voiceover')).toHaveCount(1);
  await page.getByRole('button', { name: 'Cancel editing' }).click();
  await expect(page.getByLabel('Voiceover')).toHaveCount(0);

  // Unsaved text is never dropped without a word: opening another scene's editor asks first (issue 26).
  const unsaved = 'A line I have not saved yet.';
  await page.getByRole('button', { name: 'Edit scene 1' }).click();
  await page.getByLabel('Voiceover').fill(unsaved);
  await page.getByRole('button', { name: 'Edit scene 2' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard your changes to scene 1?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('form', { name: 'Edit scene 1' })).toBeVisible();
  await expect(page.getByLabel('Voiceover')).toHaveValue(unsaved);
  // Escape in the dialog keeps editing too.
  await page.getByRole('button', { name: 'Edit scene 2' }).click();
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(page.getByLabel('Voiceover')).toHaveValue(unsaved);
  await page.getByRole('button', { name: 'Edit scene 2' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('form', { name: 'Edit scene 2' })).toBeVisible();
  await expect(page.getByLabel('Voiceover')).toHaveCount(1);
  await expect(page.getByText(unsaved)).toHaveCount(0);
  // Escape cancels the edit and leaves focus on the scene's Edit button.
  await page.getByLabel('Voiceover').fill('Typed, then cancelled with Escape.');
  await page.getByLabel('Voiceover').press('Escape');
  await expect(page.getByLabel('Voiceover')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit scene 2' })).toBeFocused();
  await expect(page.getByText('Typed, then cancelled with Escape.')).toHaveCount(0);

  // The length shown is estimated from the voice and follows the voiceover while it is typed.
  const length = page.getByText(/scenes · about \d+ seconds/);
  const secondsShown = async () =>
    Number(/about (\d+) seconds/.exec((await length.textContent()) ?? '')?.[1]);
  const before = await secondsShown();
  await page.getByRole('button', { name: 'Edit scene 1' }).click();
  await page
    .getByLabel('Voiceover')
    .fill(
      'Stand taller at your desk, on your walk and in the car: the breathable straps sit flat under a shirt, and a soft vibration reminds you to sit up the moment you start to slouch.',
    );
  await expect.poll(secondsShown).toBeGreaterThan(before + 4);

  // The background field holds the words only: the image reference the render reads stays out of it,
  // and no scene prints it (issue 26).
  await expect(page.getByLabel('Background description')).not.toHaveValue(/Product image|https?:/);
  await expect(page.getByRole('main')).not.toContainText(/Product image \d+:/);
  const edited = 'Sit taller in seconds with this edited voiceover line.';
  await page.getByLabel('Voiceover').fill(edited);
  await page.getByLabel('Background description').fill('A bright office at sunrise');
  await page.getByRole('button', { name: 'Save' }).click();
  // The scene shows the edit, and so does the hook variants' "original" line (scene 1 is the hook).
  await expect(page.getByRole('definition').filter({ hasText: edited })).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(2);
  await expect(page.getByText('A bright office at sunrise')).toBeVisible();

  const createRequest = page.waitForRequest(
    (r) => r.url().endsWith('/api/videos/create') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Video' }).click();
  const body = (await createRequest).postDataJSON();
  expect(body.scriptId).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.content.reelScript.scenes[0].audio.voiceover).toBe(edited);
  // The new words replace the description; an image the scene showed stays named in front of them.
  expect(body.content.reelScript.scenes[0].visual.background).toMatch(
    /^(?:Product image \d+: \S+ — )?A bright office at sunrise$/,
  );
  // Create Video goes to /video-generation with the new video's id in navigation state.
  await expect(page.getByText('Video generation started!')).toBeVisible();
  await expect(page).toHaveURL(/\/video-generation$/);
  await expect(page.getByRole('heading', { name: 'Generating Your Video' })).toBeVisible();
});

test('regenerate on the review page keeps the script; its Sign out removes only the token', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInPage(page, 'scripts-regen');
  await page.goto('/dashboard');
  // A phone-wide field gets a placeholder it can show whole (issue 26).
  const field = page.getByLabel('Product URL');
  await expect(field).toHaveAttribute('placeholder', 'Paste a product URL');
  const placeholderFits = await field.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return false;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return ctx.measureText(el.placeholder).width <= room;
  });
  expect(placeholderFits).toBe(true);
  await page.getByLabel('Product URL').fill(demoUrl);
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/);
  // At phone width nothing on the review page (long source URL, image addresses) overflows sideways.
  await expect(page.getByRole('heading', { name: 'Scene 1' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // While a scene is edited on a phone, the sticky action bar no longer covers the scene's Save button.
  await page.getByRole('button', { name: 'Edit scene 1' }).click();
  const save = page.getByRole('form', { name: 'Edit scene 1' }).getByRole('button', { name: 'Save' });
  await save.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  expect(
    await save.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }),
  ).toBe(true);
  await save.click();
  await expect(page.getByLabel('Voiceover')).toHaveCount(0);
  const firstVoiceover = await page.locator('li dd').first().textContent();
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Script regenerated successfully!')).toBeVisible();
  await expect(page.locator('li dd').first()).toHaveText(firstVoiceover ?? '');

  // Sign out from the review page removes only the token.
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
});

test('an internal address fails cleanly; /script-review without a script goes to the dashboard', async ({
  page,
}) => {
  await signedInPage(page, 'scripts-fail');
  await page.goto('/script-review');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByLabel('Product URL').fill('http://10.0.0.1/product');
  await page.getByRole('button', { name: 'Generate Video' }).click();
  await expect(page.getByText('Script generation failed. Please try again.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'private or internal network' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Generating your script' })).toBeHidden();
});

test('text to video: only the real steps, completion opens the review, regenerate from text', async ({
  page,
}) => {
  await signedInPage(page, 'text-video');
  await page.goto('/automated-profits/text-to-video');
  // Free text is not fetched or extracted: only writing and checking are listed.
  const steps = page.getByRole('list', { name: 'Script steps' }).getByRole('listitem');
  await expect(steps).toHaveText([/Writing the script/, /Checking the script/]);
  await expect(page.getByRole('button', { name: 'Regenerate Script' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page.getByText('Please enter some text')).toBeVisible();
  await page.getByLabel('Your text').fill('   ');
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page.getByText('Please enter some text').first()).toBeVisible();

  const hold = await holdScriptWhileWriting();
  try {
    const text = `A handmade leather wallet that holds twelve cards, blocks RFID and lasts for years. ${hold.marker}`;
    await page.getByLabel('Your text').fill(text);
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await expect(steps.first()).toHaveAttribute('data-state', 'active');
    await expect(steps.last()).toHaveAttribute('data-state', 'pending');
    await expect(page.getByText('Writing the script...')).toBeVisible();
    await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 20_000 });
  } finally {
    await hold.release();
  }
  await expect(page.getByText('Script generated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review Your Script' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scene 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Script regenerated successfully!')).toBeVisible();

  // Back on the page, Regenerate Script rewrites the last script from new text.
  await page.goto('/automated-profits/text-to-video');
  await page.getByLabel('Your text').fill('Solar garden lights that charge by day and glow all night.');
  await page.getByRole('button', { name: 'Regenerate Script' }).click();
  await expect(page.getByText('Script regenerated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/);
  await expect(page.getByText(/Solar|garden|lights/i).first()).toBeVisible();
});
