import { upsertClickBankOffer } from '@adreel/clickbank';
import { STAND_IN_PRODUCTS } from '@adreel/clickbank/stand-in';
import { clickBankSettingsFromEnv } from '@adreel/config';
import { clickBankEndpoint } from '@adreel/marketplace';
import type { SeedContext } from './context.ts';

/**
 * Demo mode: the ClickBank stand-in's products as ClickBank offers, their HopLinks pointing at the
 * stand-in (stand-in data, labelled so wherever it shows). Only while no ClickBank offer exists.
 */
export async function seedClickBankOffers(ctx: SeedContext): Promise<void> {
  const endpoint = clickBankEndpoint(clickBankSettingsFromEnv(ctx.env));
  if (endpoint.mode !== 'sandbox') return;
  if ((await ctx.db.offer.count({ where: { marketplace: 'clickbank' } })) > 0) return;
  for (const p of STAND_IN_PRODUCTS) {
    await upsertClickBankOffer(
      ctx.db,
      {
        vendorId: p.vendor,
        name: p.title,
        description: p.description,
        price: p.price,
        currency: p.currency,
        commissionPercent: p.commissionPercent,
        category: p.category,
      },
      endpoint.hopBase,
    );
  }
  ctx.log(`seeded ${STAND_IN_PRODUCTS.length} ClickBank stand-in offers`);
}
