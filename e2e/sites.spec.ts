import { randomBytes } from 'node:crypto';
import { demoProducts } from '@adreel/demo-shop/products';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';
import { DEMO_SHOP_ORIGIN, E2E_URL } from './support/env.ts';

const product = demoProducts[0];
if (!product) throw new Error('the demo shop has no products');
const LANDING = `${DEMO_SHOP_ORIGIN}/landing/${product.slug}`;
const CHECKOUT = `${DEMO_SHOP_ORIGIN}/checkout/${product.slug}`;
const AFFILIATE = 'https://www.digistore24.com/redir/424242/e2eaffiliate/';

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

/** Console messages, from every page of the test, in which the browser refused something under a CSP. */
function collectCspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.context().on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

/** The countdown banner is live: its text moves on within a few seconds without a reload. */
async function expectCountdownTicking(countdown: Locator) {
  await expect(countdown).toHaveText(/^Offer ends in 2[34]:\d\d:\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(countdown).toHaveText(/^Offer ends in 2[34]:\d\d:\d\d$/);
}

test('clone a demo landing page, edit it, publish it, then manage it in My Affiliates', async ({ page }) => {
  const cspErrors = collectCspErrors(page);
  await signedInPage(page, 'sites');
  await page.goto('/instant-site-cloner');
  await expect(page.getByRole('heading', { name: 'Instant Site Cloner' })).toBeVisible();
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  await expect(page.getByText('Please enter a URL to clone')).toBeVisible();

  await page.getByLabel('Website URL').fill(LANDING);
  const started = Date.now();
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  await expect(page).toHaveURL(/\/site-editor\/[0-9a-f-]{36}$/, { timeout: 45_000 });
  const cloneMs = Date.now() - started;
  const siteId = page.url().split('/').pop() ?? '';

  // The editor: detected checkout link, headline from the page's h1, live sandboxed preview.
  await expect(page.getByRole('heading', { name: 'Site Editor' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Detected checkout links' })).toContainText(CHECKOUT);
  await expect(page.getByLabel('Headline')).toHaveValue(product.tagline);
  const frame = page.locator('iframe[title="Site preview"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-forms');
  await expect(page.getByRole('switch', { name: /Show countdown banner/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByLabel('Affiliate link').fill(AFFILIATE);
  await page.getByLabel('Headline').fill('My money site headline');
  await expect(page.frameLocator('iframe[title="Site preview"]').locator('h1').first()).toHaveText(
    'My money site headline',
  );
  // The editor's preview runs the countdown (its script is allowed by hash), and nothing was refused:
  // the landing page's own script is left out of the preview rather than blocked.
  await expectCountdownTicking(
    page.frameLocator('iframe[title="Site preview"]').locator('[data-adreel-countdown]'),
  );
  expect(cspErrors).toEqual([]);

  await page.getByRole('button', { name: 'Save & Publish' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Your site is live!' })).toBeVisible();
  const publicUrl = await dialog.getByLabel('Public URL').inputValue();
  expect(publicUrl).toMatch(new RegExp(`^${E2E_URL}/s/[A-Za-z0-9_-]{12}$`));
  await dialog.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByText('URL copied to clipboard')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The public page: banner counting down, order links carrying the affiliate link.
  const site = await page.context().newPage();
  const res = await site.goto(publicUrl);
  expect(res?.headers()['content-security-policy']).toBe('sandbox allow-scripts allow-popups allow-forms');
  const countdown = site.locator('[data-adreel-countdown]');
  await expect(countdown).toHaveText(/^Offer ends in 2[34]:\d\d:\d\d$/);
  const first = await countdown.textContent();
  await site.waitForTimeout(2000);
  await expect(countdown).not.toHaveText(first ?? '');
  await expect(site.locator('[data-adreel-spots]')).toHaveText(/^Only (1 spot|([2-9]|10) spots) left$/);
  await expect(site.locator('h1').first()).toHaveText('My money site headline');
  const orderLinks = site.getByRole('link', { name: /Order now|Buy now/ });
  expect(await orderLinks.count()).toBeGreaterThanOrEqual(2);
  const publicHrefs = await orderLinks.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  // Straight to the affiliate link, or through the app's tracked redirect to it.
  for (const href of publicHrefs) {
    const hop = href === AFFILIATE ? null : await page.request.get(href ?? '', { maxRedirects: 0 });
    expect(hop ? hop.headers().location : href).toContain(AFFILIATE);
  }
  await expect(site.locator(`a[href="${CHECKOUT}"]`)).toHaveCount(0);
  await site.close();

  // My Affiliates: listed as Cloned; Copy URL ticks for 2 s; preview opens; delete with confirm.
  await page.goto('/my-affiliates');
  const row = page.locator('[data-testid="cloned-site-row"]:visible');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(LANDING);
  await expect(row).toContainText('Cloned');
  await row.getByRole('button', { name: /Copy URL/ }).click();
  await expect(row.getByTestId('copied-tick')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
  await expect(page.getByText('URL copied to clipboard').first()).toBeVisible();
  await expect(row.getByTestId('copied-tick')).toBeHidden({ timeout: 3500 });

  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('link', { name: /Preview/ }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/preview/${siteId}$`));
  const previewFrame = preview.locator('iframe[title="Cloned site preview"]');
  await expect(previewFrame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-forms');
  // The preview is the published page: its headline, a live countdown, the order links visitors get.
  const previewed = preview.frameLocator('iframe[title="Cloned site preview"]');
  await expect(previewed.locator('h1').first()).toHaveText('My money site headline');
  await expectCountdownTicking(previewed.locator('[data-adreel-countdown]'));
  const previewLinks = previewed.getByRole('link', { name: /Order now|Buy now/ });
  expect(await previewLinks.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(
    publicHrefs,
  );
  expect(cspErrors).toEqual([]);
  await preview.close();

  page.once('dialog', (d) => {
    expect(d.message()).toBe('Are you sure you want to delete this cloned site?');
    void d.accept();
  });
  await row.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByText('Site deleted successfully')).toBeVisible();
  await expect(page.getByText('No cloned sites found')).toBeVisible();
  const gone = await page.request.get(publicUrl);
  expect(gone.status()).toBe(404);
  console.log(`clone of the demo landing page into the editor: ${cloneMs} ms`);
});

test('a published page cannot read the app token or call the API as the user', async ({ page }) => {
  await signedInPage(page, 'isolation');
  const headers = await bearer(page);
  const html = `<!doctype html><html><body><h1>Probe</h1><p id="out">pending</p><script>
var parts=[];
try{parts.push('token:'+localStorage.getItem('token'))}catch(e){parts.push('storage-blocked')}
try{parts.push('cookie:'+document.cookie)}catch(e){parts.push('cookie-blocked')}
fetch('/api/auth/me').then(function(r){return r.text().then(function(t){document.getElementById('out').textContent=parts.join('|')+'|me:'+r.status+':'+t})},function(){document.getElementById('out').textContent=parts.join('|')+'|me:failed'});
</script></body></html>`;
  const saved = await page.request.post('/api/api/save', { headers, data: { html, url: LANDING } });
  expect(saved.status()).toBe(200);
  const { s3Url } = await saved.json();
  const created = await page.request.post('/api/cloned-sites', {
    headers,
    data: { link: LANDING, fileLocation: s3Url },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const published = await page.request.post(`/api/cloned-sites/${id}/publish`, {
    headers,
    data: { banner: false },
  });
  const { publicUrl } = await published.json();
  const token = await page.evaluate(() => localStorage.getItem('token'));

  // Same browser, same origin as the app, token in localStorage: the page still gets nothing.
  await page.goto(publicUrl);
  const out = page.locator('#out');
  await expect(out).toContainText('me:');
  const text = (await out.textContent()) ?? '';
  expect(text).toContain('storage-blocked');
  expect(text).not.toContain(token ?? 'no-token');
  expect(text).not.toMatch(/me:200/);
  expect(text).not.toContain('"email"');
  expect(await page.evaluate(() => window.origin)).toBe('null');

  // The same page in the app's own preview frame is just as isolated.
  await page.goto(`/preview/${id}`);
  const framed = page.frameLocator('iframe[title="Cloned site preview"]').locator('#out');
  await expect(framed).toBeAttached();
  const framedText = (await framed.textContent()) ?? '';
  expect(framedText).not.toContain(token ?? 'no-token');
});

test('Clone Offers validates, keeps the sidebar title and shows the spec errors', async ({ page }) => {
  await signedInPage(page, 'clone-offers');
  await page.goto('/my-affiliates');
  await expect(page.getByText('No cloned sites found')).toBeVisible();
  // A direct visit shows the default title; both sidebar entries pass their own title as navigation state.
  await page.goto('/clone-offers');
  await expect(page.getByRole('heading', { name: 'Clone Offers', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Free Bonus: Clone Offers' }).click();
  await expect(page.getByRole('heading', { name: 'Free Bonus: Clone Offers' })).toBeVisible();
  const dfySection = page.getByRole('button', { name: 'Done-For-You Edition' });
  if ((await dfySection.getAttribute('aria-expanded')) === 'false') await dfySection.click();
  await page.getByRole('link', { name: 'Bonus: Clone Video Pages' }).click();
  await expect(page.getByRole('heading', { name: 'Bonus: Clone Video Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Clone Offer' }).click();
  await expect(page.getByText('Please enter a URL', { exact: true })).toBeVisible();

  // An internal address is refused by the server's fetcher: the spec toast plus the reason.
  await page.getByLabel('Offer page URL').fill('http://127.0.0.1:5432/');
  await page.getByRole('button', { name: 'Clone Offer' }).click();
  await expect(page.getByText('Failed to clone website')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /could not be downloaded/ })).toBeVisible();

  await page.getByLabel('Offer page URL').fill(LANDING);
  await page.getByRole('button', { name: 'Clone Offer' }).click();
  await expect(page).toHaveURL(/\/site-editor\/[0-9a-f-]{36}$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { name: 'Site Editor' })).toBeVisible();

  await page.goto('/preview/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByText('Failed to load preview')).toBeVisible();
});

test('My Affiliates and the editor work at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInPage(page, 'sites-mobile');
  const headers = await bearer(page);
  const saved = await page.request.post('/api/api/save', {
    headers,
    data: { html: '<h1>Small</h1><a href="/checkout/x">Buy now</a>', url: LANDING, compress: true },
  });
  const { s3Url } = await saved.json();
  const created = await page.request.post('/api/cloned-sites', {
    headers,
    data: { link: LANDING, fileLocation: s3Url },
  });
  const { id } = await created.json();
  await page.goto('/my-affiliates');
  const row = page.locator('[data-testid="cloned-site-row"]:visible');
  await expect(row).toContainText('Cloned');
  await expect(row.getByRole('button', { name: /Delete/ })).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto(`/site-editor/${id}`);
  await expect(page.getByLabel('Headline')).toHaveValue('Small');
  await expect(page.getByRole('button', { name: 'Save & Publish' })).toBeVisible();
});

test('Instant Money Sites: connect, copy and plug an affiliate link, publish an offer as a live site', async ({
  page,
}) => {
  await signedInPage(page, 'money-sites');
  const affiliateId = `ims${randomBytes(5).toString('hex')}`;
  const plugged = `https://www.digistore24.com/redir/777777/${affiliateId}/plugged`;

  // Not connected yet: the page says where to connect instead of failing.
  await page.goto('/instant-money-sites');
  await expect(page.getByRole('heading', { name: 'Instant Money Sites' })).toBeVisible();
  await expect(page.getByText('Connect your marketplace account')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Offers' }).click();
  await expect(page).toHaveURL(/\/offers$/);

  // Connect through the sandbox marketplace.
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByLabel('Affiliate ID (user name)').fill(affiliateId);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Successfully connected to the marketplace!')).toBeVisible();
  await expect(page).toHaveURL(/\/offers$/);

  // The grid: 20 offers asked for, the first one dropped (spec §7.3).
  const headers = await bearer(page);
  const firstTwenty = await page.request.get('/api/digistore/offers?page=1&itemsPerPage=20', { headers });
  const names: string[] = (await firstTwenty.json()).data.map((o: { name: string }) => o.name);
  expect(names).toHaveLength(20);
  await page.goto('/instant-money-sites');
  const cards = page.getByTestId('money-site-card');
  await expect(cards).toHaveCount(19);
  await expect(cards.first().getByRole('heading')).toHaveText(names[1] ?? '');
  await expect(cards.last().getByRole('heading')).toHaveText(names[19] ?? '');
  await expect(page.getByRole('heading', { name: names[0] ?? '', exact: true })).toHaveCount(0);
  const image = cards.first().locator('img');
  await expect(image).toHaveAttribute('src', new RegExp(`^${E2E_URL}/offer-images/`));
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Get Instant Affiliate Link: the offer's promolink with the user's ID on the clipboard.
  const card = cards.first();
  await card.getByRole('button', { name: 'Get Instant Affiliate Link' }).click();
  await expect(page.getByText('URL copied to clipboard')).toBeVisible();
  // The copied link is the user's tracked short link; it redirects to the affiliate link.
  const instant = await page.evaluate(() => navigator.clipboard.readText());
  expect(instant).toMatch(/\/go\/[A-Za-z0-9]+$/);
  const redirect = await page.request.get(instant, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const target = redirect.headers().location ?? '';
  expect(target).toContain(affiliateId);
  expect(target).not.toMatch(/AFFILIATE|CAMPAIGNKEY/);

  // Plug Your Affiliate Link, then Publish Site: spinner and message, then the share dialog.
  await card.getByRole('button', { name: 'Plug Your Affiliate Link' }).click();
  await card.getByLabel(/Your affiliate link for/).fill('not a link');
  await card.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await card.getByLabel(/Your affiliate link for/).fill(plugged);
  // Hold the answer a moment so the publishing state can be seen whatever the machine's speed.
  await page.route('**/api/cloned-sites/from-offer', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await card.getByRole('button', { name: 'Publish Site' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('status')).toHaveText('Publishing your site, please wait...');
  await expect(dialog).toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByRole('heading', { name: 'Your site is live!' })).toBeVisible({ timeout: 45_000 });
  const publicUrl = await dialog.getByLabel('Public URL').inputValue();
  expect(publicUrl).toMatch(new RegExp(`^${E2E_URL}/s/[A-Za-z0-9_-]{12}$`));
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The public page: sandboxed, the banner counting down, every order link carrying the plugged link.
  const site = await page.context().newPage();
  const res = await site.goto(publicUrl);
  expect(res?.headers()['content-security-policy']).toBe('sandbox allow-scripts allow-popups allow-forms');
  const countdown = site.locator('[data-adreel-countdown]');
  await expect(countdown).toHaveText(/^Offer ends in 2[34]:\d\d:\d\d$/);
  const first = await countdown.textContent();
  await site.waitForTimeout(1500);
  await expect(countdown).not.toHaveText(first ?? '');
  await expect(site.locator('[data-adreel-spots]')).toHaveText(/^Only (1 spot|([2-9]|10) spots) left$/);
  const orderLinks = site.getByRole('link', { name: /Order now|Buy now/ });
  expect(await orderLinks.count()).toBeGreaterThanOrEqual(1);
  // Order links are the user's tracked link for this site, redirecting to the plugged link with the
  // site's campaign key in Digistore24's campaign-key slot.
  for (const href of await orderLinks.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
    expect(href).toMatch(new RegExp(`^${E2E_URL}/go/[A-Za-z0-9]+$`));
    const hop = await page.request.get(href ?? '', { maxRedirects: 0 });
    expect(hop.status()).toBe(302);
    expect(hop.headers().location).toMatch(
      new RegExp(`^https://www\\.digistore24\\.com/redir/777777/${affiliateId}/`),
    );
  }
  await expect(site.locator(`a[href^="${DEMO_SHOP_ORIGIN}/checkout/"]`)).toHaveCount(0);
  await expect(site.locator(`a[href*="/offers/"]`)).toHaveCount(0);
  // The page is the picked offer's own, not another offer's or a demo-shop product's.
  await expect(site.getByRole('heading', { level: 1, name: names[1] ?? '', exact: true })).toBeVisible();
  const text = (await site.locator('body').textContent()) ?? '';
  for (const other of [names[0], names[2], ...demoProducts.map((p) => p.name)]) {
    expect(text).not.toContain(other);
  }
  await site.close();

  // It is listed in My Affiliates as Cloned.
  await page.goto('/my-affiliates');
  await expect(page.locator('[data-testid="cloned-site-row"]:visible')).toContainText('Cloned');
});
