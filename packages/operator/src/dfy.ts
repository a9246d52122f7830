import { type Product, type ScriptContent, scriptContentSchema } from '@adreel/contracts';
import { renderJobOptions } from '@adreel/queue';
import type { OperatorDeps } from './deps.ts';

/**
 * Operator side of done-for-you content: what `pnpm dfy:add`, `pnpm dfy:add-review-site` and the
 * demo seed (`@adreel/demo-shop/demo-dfy`) use. Rows are created here; the long work (render, clone,
 * screenshot) is queued.
 */

const AFFILIATE_SUFFIX = 'aff=AFFILIATE&cam=CAMPAIGNKEY';

/** The stored DFY link: the operator's link when it carries the AFFILIATE placeholder, else the hash style. */
export function dfyLinkFor(url: string): string {
  if (/AFFILIATE/.test(url)) return url;
  return url.includes('#') ? `${url}&${AFFILIATE_SUFFIX}` : `${url}#${AFFILIATE_SUFFIX}`;
}

export async function createDfyVideo(
  deps: OperatorDeps,
  input: { productName: string; url: string; content: ScriptContent; product?: Product | null },
) {
  const content = scriptContentSchema.parse(input.content);
  const url = dfyLinkFor(input.url);
  const { video, item } = await deps.db.$transaction(async (tx) => {
    const video = await tx.video.create({
      data: {
        kind: 'dfy',
        userId: null,
        status: 'processing',
        progress: 0,
        message: 'Queued',
        content,
        product: input.product ?? undefined,
        url,
      },
    });
    const item = await tx.dfyItem.create({
      data: {
        type: 'video',
        productName: input.productName,
        url,
        commentary: content.commentary,
        videoId: video.id,
      },
    });
    return { video, item };
  });
  await deps.producer.enqueue(
    'renders',
    'render-video',
    { videoId: video.id },
    renderJobOptions(video.id, 'dfy'),
  );
  return { item, video };
}

export async function createDfyReviewSite(
  deps: OperatorDeps,
  input: {
    id?: string;
    productName: string;
    url: string;
    commentary: string;
    siteFileLocation?: string | null;
  },
) {
  const item = await deps.db.dfyItem.create({
    data: {
      ...(input.id ? { id: input.id } : {}),
      type: 'review_site',
      productName: input.productName,
      url: dfyLinkFor(input.url),
      commentary: input.commentary,
      siteFileLocation: input.siteFileLocation ?? null,
    },
  });
  // Clones first when the site is not stored yet, then takes the screenshot.
  await deps.producer.enqueue('sites', 'screenshot-site', { dfyItemId: item.id });
  return item;
}

export const siteKeyFor = (dfyItemId: string) => `dfy/sites/${dfyItemId}/index.html`;
export const screenshotKeyFor = (dfyItemId: string) => `dfy/sites/${dfyItemId}/screenshot.jpg`;
