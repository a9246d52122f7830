import { createOfflineCopyGenerator, createOfflineScriptWriter } from '@adreel/ai';
import type { Product } from '@adreel/contracts';
import { createDfyReviewSite, createDfyVideo, dfyLinkFor, type OperatorDeps } from '@adreel/operator';
import { type DemoProduct, demoLandingUrl, demoProducts, demoProductUrl } from '../src/products.ts';

/**
 * The demo's done-for-you content, made with the operator's own commands: the demo depends on the
 * production tool, never the other way round.
 */

export function demoProductAsProduct(origin: string, p: DemoProduct): Product {
  return {
    url: demoProductUrl(origin, p.slug),
    name: p.name,
    summary: `${p.tagline} ${p.description}`,
    price: p.price,
    currency: p.currency,
    brand: p.brand,
    category: p.category,
    features: p.features,
    images: p.images.map((i) => origin + i.path),
    colors: p.colors,
    language: 'en',
  };
}

/** A DFY video per demo product and a review site per landing page. Idempotent. */
export async function seedDemoDfy(deps: OperatorDeps, shopOrigin: string, log: (line: string) => void) {
  const writer = createOfflineScriptWriter();
  const copy = createOfflineCopyGenerator();
  let videos = 0;
  let sites = 0;
  for (const p of demoProducts.slice(0, 6)) {
    const url = dfyLinkFor(demoProductUrl(shopOrigin, p.slug));
    const exists = await deps.db.dfyItem.findFirst({ where: { type: 'video', url } });
    if (exists) continue;
    const product = demoProductAsProduct(shopOrigin, p);
    await createDfyVideo(deps, {
      productName: p.name,
      url,
      content: await writer.fromProduct(product),
      product,
    });
    videos += 1;
  }
  for (const p of demoProducts.slice(0, 4)) {
    const url = dfyLinkFor(demoLandingUrl(shopOrigin, p.slug));
    const exists = await deps.db.dfyItem.findFirst({ where: { type: 'review_site', url } });
    if (exists) continue;
    const commentary = await copy.generate('social-post', `${p.name}: ${p.tagline} ${p.description}`);
    await createDfyReviewSite(deps, { productName: p.name, url, commentary });
    sites += 1;
  }
  log(`done-for-you: ${videos} video(s) and ${sites} review site(s) queued`);
}
