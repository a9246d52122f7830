import { AI_CONTENT_KINDS, AI_CONTENT_PAGES } from '@adreel/contracts';
import { demoProducts } from '@adreel/demo-shop/products';
import { TRAINER_ROUTE } from '@adreel/web/nav';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, newUser, registerPath, signedInPage, skipWelcome } from './support/app.ts';
import { DEMO_SHOP_ORIGIN } from './support/env.ts';
import { holdScriptWhileWriting } from './support/hold-script-step.ts';
import { waitForWalkthroughs } from './support/walkthroughs.ts';

// Parts of these screens show the training walkthroughs, prepared after the product starts.
test.beforeAll(waitForWalkthroughs);

/**
 * Every page of the app, in the states a user reaches, checked by axe-core against WCAG 2.0/2.1 A and AA:
 * no serious or critical violation, and exactly one <h1>. Frames (embedded pages, cloned sites) are
 * third-party or user content and are left out; the frame elements themselves must still carry a title.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Each test walks several pages on a busy two-core machine. The tests share nothing (each signs up its
// own user), so both workers take them: this spec runs last (playwright.config.ts) and would be a tail.
test.describe.configure({ timeout: 240_000, mode: 'parallel' });

async function expectAccessible(page: Page, where: string): Promise<void> {
  // A toast fading in or out is half-transparent, and axe measures that as low contrast. Waiting for
  // animations is not enough: axe takes seconds on a busy machine, and a toast can start fading out
  // while it runs. So, for the analysis only, every animation and transition jumps to its end state:
  // an entering toast is fully opaque, a leaving one fully hidden (and skipped by axe).
  const settle = await page.addStyleTag({
    content:
      '*, *::before, *::after { animation-delay: 0s !important; animation-duration: 0s !important; transition-delay: 0s !important; transition-duration: 0s !important; }',
  });
  const results = await new AxeBuilder({ page })
    .withTags(WCAG)
    // WCAG 2.5.3 "label in name": still flagged experimental in axe, so asked for by name.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .exclude('iframe')
    .analyze()
    .finally(() => settle.evaluate((style) => style.parentNode?.removeChild(style)));
  const problems = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
          .slice(0, 6)
          .map((n) => n.target.join(' >> '))
          .join(', ')}${v.nodes.length > 6 ? ', …' : ''}`,
    );
  expect.soft(problems, `${where}: serious/critical axe violations`).toEqual([]);
  expect.soft(await page.locator('h1').count(), `${where}: number of <h1>`).toBe(1);
  const untitled = await page.locator('iframe:not([title]), iframe[title=""]').count();
  expect.soft(untitled, `${where}: frames without a title`).toBe(0);
}

/** Opens a path, waits for what shows the page has its data, then checks it. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
  await expectAccessible(page, path);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, exact: typeof name === 'string' })).toBeVisible();
};
const frame = (title: string) => async (page: Page) => {
  await expect(page.locator(`iframe[title="${title}"]`)).toBeVisible();
};
/** A built-in training page: its heading and its first walkthrough video. */
const training = (title: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.locator('video').first()).toBeVisible();
};

const demoUrl = `${DEMO_SHOP_ORIGIN}/products/${demoProducts[0]?.slug ?? ''}`;

test('signed-out pages: sign in, register, password reset', async ({ page }) => {
  await skipWelcome(page);
  await visit(page, '/login', heading('Sign in to your account'));
  await visit(page, registerPath(), heading('Create your account'));
  await visit(page, '/forgot-password', heading('Reset Your Password'));
  const user = await createAccount(newUser('a11y-reset'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('reset-email')).toHaveText(user.email);
  await expectAccessible(page, '/forgot-password (code step)');
  await visit(page, '/dev/mailbox', heading('Dev mailbox'));
});

test('the welcome overlay, embedded pages, static pages and settings', async ({ page }) => {
  const user = await createAccount(newUser('a11y-static'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await expectAccessible(page, '/offers with the welcome overlay');
  await page.getByRole('button', { name: 'Close welcome' }).click();

  await visit(page, '/welcome', training('Welcome'));
  await visit(page, '/step-by-step-training', training('Step-by-Step Training'));
  await visit(page, '/dfy-training', training('DFY Training'));
  await visit(page, '/instant-income-training', training('Instant Income Training'));
  await visit(page, '/automated-profits/training', training('Automated Profits Training'));
  await visit(page, TRAINER_ROUTE, training('$5-10k/Day Training'));
  await visit(page, '/instant-income', heading('Publish affiliate money sites in minutes'));
  await visit(page, '/contact-support', heading('Frequently asked questions'));
  await visit(page, '/exclusive-upgrades', heading('Exclusive Upgrades'));
  await visit(page, '/performance', async (p) => {
    await expect(p.getByText('No clicks or sales in this period')).toBeVisible();
  });
  await visit(page, '/settings', async (p) => {
    await expect(p.getByRole('region', { name: 'Account', exact: true })).toContainText(user.email);
  });
  await visit(page, '/the-missing-piece', async (p) => {
    await expect(p.getByRole('button', { name: 'Traffic', exact: true })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Traffic', exact: true }).click();
  await page.getByRole('button', { name: '1 Share Your Videos and Earn', exact: true }).click();
  await expect(page.getByLabel('1 Share Your Videos and Earn', { exact: true })).toBeVisible();
  await expectAccessible(page, '/the-missing-piece (playing)');
});

test('traffic sources and the done-for-you pages', async ({ page }) => {
  await signedInPage(page, 'a11y-traffic');
  const tiles = page.getByRole('list', { name: 'Traffic sources' }).getByRole('listitem');
  await visit(page, '/traffic-sources', async () => {
    await expect(tiles.nth(84)).toBeVisible();
  });
  await page.getByLabel('Your URL').fill('https://shop.example.com/offer');
  await page.getByRole('button', { name: 'Unlock with URL' }).click();
  await expect(page.getByText('Sharing: https://shop.example.com/offer')).toBeVisible();
  await expectAccessible(page, '/traffic-sources (unlocked)');

  const dfyVideos = page.getByRole('list', { name: 'Done-for-you videos' }).getByRole('listitem');
  await visit(page, '/done-for-you/videos', async () => {
    await expect(dfyVideos.first()).toBeVisible();
  });
  const dfySites = page.getByRole('list', { name: 'Done-for-you review sites' }).getByRole('listitem');
  await visit(page, '/done-for-you/review-sites', async () => {
    await expect(dfySites.first().getByRole('img')).toBeVisible();
  });
});

test('the AI content generators, empty and with a result', async ({ page }) => {
  await signedInPage(page, 'a11y-ai');
  for (const kind of AI_CONTENT_KINDS) {
    const texts = AI_CONTENT_PAGES[kind];
    await visit(page, `/ai-content/${kind}`, heading(texts.title));
    await page.getByLabel(texts.label).fill('AlignRight Posture Corrector: stand taller in 14 days');
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByLabel('Result')).toContainText(/\S{3,}/);
    await expectAccessible(page, `/ai-content/${kind} (with a result)`);
  }
});

test('the chat, empty and with a conversation', async ({ page }) => {
  await signedInPage(page, 'a11y-chat');
  await visit(page, '/chat', async (p) => {
    await expect(p.getByText('No conversations yet. Start a new chat.')).toBeVisible();
  });
  await page.getByRole('button', { name: 'New Chat' }).click();
  const box = page.getByLabel('Message', { exact: true });
  await expect(box).toBeEnabled();
  await box.fill('How do I connect my marketplace account?');
  await box.press('Enter');
  await expect(page.locator('[data-role="assistant"]')).toContainText('(Offline assistant)');
  await expectAccessible(page, '/chat (a conversation)');
});

test('offers and money sites, connected and not', async ({ page }) => {
  await signedInPage(page, 'a11y-offers');
  await visit(page, '/offers', heading('Connect your marketplace account'));
  await visit(page, '/instant-money-sites', async (p) => {
    await expect(p.getByRole('link', { name: 'Go to Offers' })).toBeVisible();
  });
  await visit(page, '/my-affiliates', async (p) => {
    await expect(p.getByText('No cloned sites found')).toBeVisible();
  });

  await page.goto('/offers');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByLabel('Affiliate ID (user name)').fill('a11yaffiliate');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.locator('article')).toHaveCount(30);
  await expect(page.locator('article img').first()).toBeVisible();
  await expectAccessible(page, '/offers (connected)');
  await page
    .getByRole('button', { name: /Copy Affiliate Link/ })
    .first()
    .click();
  const share = page.getByRole('dialog', { name: 'Share your affiliate link' });
  await expect(share).toBeVisible();
  await expectAccessible(page, '/offers (share dialog)');
  await share.getByRole('button', { name: 'Promolink' }).click();
  await expect(page.getByRole('dialog', { name: 'Promolink' })).toBeVisible();
  await expectAccessible(page, '/offers (promolink dialog)');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await visit(page, '/instant-money-sites', async (p) => {
    await expect(p.getByTestId('money-site-card')).toHaveCount(19);
  });
  const card = page.getByTestId('money-site-card').first();
  await card.getByRole('button', { name: 'Plug Your Affiliate Link' }).click();
  await expect(card.getByLabel(/Your affiliate link for/)).toBeVisible();
  await expectAccessible(page, '/instant-money-sites (plug a link)');
});

test('affiliate sites: cloners, editor, publish dialog, My Affiliates, preview', async ({ page }) => {
  await signedInPage(page, 'a11y-sites');
  await visit(page, '/clone-offers', heading('Clone Offers'));
  await visit(page, '/instant-site-cloner', heading('Instant Site Cloner'));
  // A cloned review site fills My Affiliates, the editor and the preview.
  await page.goto('/done-for-you/review-sites');
  await page
    .getByRole('list', { name: 'Done-for-you review sites' })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: 'Clone Site' })
    .click();
  await expect(page).toHaveURL(/\/site-editor\/[0-9a-f-]{36}$/);
  const siteId = page.url().split('/').pop() ?? '';
  await visit(page, `/site-editor/${siteId}`, async (p) => {
    await expect(p.getByRole('button', { name: 'Save & Publish' })).toBeVisible();
    await expect(p.locator('iframe[title="Site preview"]')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Your site is live!' })).toBeVisible();
  await expectAccessible(page, '/site-editor (published dialog)');
  await visit(page, '/my-affiliates', async (p) => {
    await expect(p.locator('[data-testid="cloned-site-row"]:visible')).toHaveCount(1);
  });
  await visit(page, `/preview/${siteId}`, frame('Cloned site preview'));
});

test('create flow: dashboard, script review, video generation, my videos, video details', async ({
  page,
}) => {
  await signedInPage(page, 'a11y-create');
  await visit(page, '/videos', async (p) => {
    await expect(p.getByText("You haven't created any videos yet.")).toBeVisible();
  });
  await visit(page, '/automated-profits/text-to-video', async (p) => {
    await expect(p.getByRole('list', { name: 'Script steps' })).toBeVisible();
  });
  await visit(page, '/dashboard', heading('Transform Your Products Into Engaging & Viral Videos'));
  // The offline writer is done in moments: hold its writing step so the overlay is still up while
  // axe reads it (it once navigated to the review mid-check and the page had no h1).
  const hold = await holdScriptWhileWriting(10);
  try {
    await page.getByLabel('Product URL').fill(`${demoUrl}?ref=${hold.marker}`);
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expect(page.getByRole('dialog', { name: 'Generating your script' })).toBeVisible();
    await expectAccessible(page, '/dashboard (progress overlay)');
  } finally {
    await hold.release();
  }
  await expect(page).toHaveURL(/\/script-review\?script=[\w-]+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Scene 1' })).toBeVisible();
  await expectAccessible(page, '/script-review');
  await page.getByRole('button', { name: 'Edit scene 1' }).click();
  await expect(page.getByLabel('Voiceover')).toBeVisible();
  await expectAccessible(page, '/script-review (editing a scene)');
  await page.getByRole('button', { name: 'Cancel editing' }).click();

  await page.getByRole('button', { name: 'Create Video' }).click();
  await expect(page).toHaveURL(/\/video-generation$/);
  await expect(page.getByRole('list', { name: 'Video generation stages' })).toBeVisible();
  await expectAccessible(page, '/video-generation');

  const card = page.getByTestId('video-card');
  await visit(page, '/videos', async () => {
    await expect(card).toHaveCount(1);
  });
  await page.getByRole('button', { name: 'Watch Tutorial' }).click();
  await expect(page.getByRole('dialog', { name: 'Tutorial' })).toBeVisible();
  await expectAccessible(page, '/videos (tutorial dialog)');
  await page.getByRole('button', { name: 'Close tutorial' }).click();
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Website Summary' })).toBeVisible();
  await expectAccessible(page, '/video/:id');
});

test('the sidebar as a drawer at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInPage(page, 'a11y-drawer');
  await expect(page.getByRole('heading', { name: 'Marketplace Offers' })).toBeVisible();
  await expectAccessible(page, '/offers at 375 px');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page, '/offers at 375 px (drawer open)');
});
