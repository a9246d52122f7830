import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/app.ts';

const WRITER_BADGE = 'Offline writer — template-based copy';

async function expectIntegrations(page: Page) {
  await expect(page).toHaveURL(/\/settings#integrations$/);
  const section = page.getByRole('region', { name: 'Integrations' });
  await expect(section).toBeInViewport();
  const marketplace = section.getByTestId('integration-marketplace');
  await expect(marketplace).toContainText('Offline stand-in');
  const writer = section.getByTestId('integration-writer');
  await expect(writer).toContainText('Offline stand-in');
  await expect(section.getByText('Connected', { exact: true })).toHaveCount(0);
  // The marketer reads no variable names; the operator's instructions are folded away.
  await expect(marketplace).not.toContainText('DIGISTORE_DEVELOPER_API_KEY');
  await expect(writer).not.toContainText('OPENAI_API_KEY');
  const operator = section.getByTestId('operator-setup');
  await expect(operator.getByText('OPENAI_API_KEY', { exact: true })).toBeHidden();
  await operator.getByText('For the person who runs AdReel').click();
  await expect(operator.getByTestId('operator-marketplace')).toContainText('DIGISTORE_DEVELOPER_API_KEY');
  await expect(operator.getByTestId('operator-writer')).toContainText('OPENAI_API_KEY');
  await expect(operator.getByTestId('operator-stockFootage')).toContainText('PEXELS_API_KEY');
  await expect(operator).toContainText('restart AdReel');
  // Closed again for the next visit's checks.
  await operator.getByText('For the person who runs AdReel').click();
}

test('without service keys every stand-in is labelled, and each label leads to Settings → Integrations', async ({
  page,
}) => {
  await signedInPage(page, 'demo-mode');

  // Offers: the sandbox says so, before and after connecting; its links never pass for real ones.
  const sandboxBadge = page.getByRole('link', { name: 'Sandbox marketplace' });
  await expect(sandboxBadge).toBeVisible();
  await expect(page.getByText(/made-up sample offers/)).toBeVisible();
  await expect(page.getByText(/hundreds of ready-to-promote offers/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Connect Now' }).click();
  await page.getByLabel('Affiliate ID (user name)').fill(`demo${randomBytes(4).toString('hex')}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('84 offers found')).toBeVisible();
  const firstCard = page.locator('article').first();
  await expect(firstCard.getByText('Sandbox link')).toBeVisible();
  await expect(page.locator('article').filter({ hasText: 'Sandbox link' })).toHaveCount(
    await page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: /Copy Affiliate Link/ }) })
      .count(),
  );
  await sandboxBadge.click();
  await expectIntegrations(page);

  // An AI generator and the chat: the offline writer says so.
  await page.goto('/ai-content/headline');
  await expect(page.getByRole('heading', { name: 'AI Headline Generator' })).toBeVisible();
  const writerBadge = page.getByRole('link', { name: WRITER_BADGE });
  await expect(writerBadge).toBeVisible();
  await page.goto('/chat');
  await expect(page.getByRole('link', { name: WRITER_BADGE })).toBeVisible();
  await page.goBack();
  await writerBadge.click();
  await expectIntegrations(page);
});
