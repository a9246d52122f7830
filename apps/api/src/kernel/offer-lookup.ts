import type { Db } from '@adreel/db';
import { candidateFragment, offerLinkKey } from './product-link.ts';

/** The catalog offer whose promolink names the same product as a pasted link, or null. */
export async function findOfferForLink(db: Db, link: string | null): Promise<{ id: string } | null> {
  const key = link ? offerLinkKey(link) : null;
  if (!key) return null;
  const candidates = await db.offer.findMany({
    where: { affiliateLink: { contains: candidateFragment(key), mode: 'insensitive' } },
    select: { id: true, affiliateLink: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    take: 50,
  });
  const match = candidates.find((o) => o.affiliateLink !== null && offerLinkKey(o.affiliateLink) === key);
  return match ? { id: match.id } : null;
}
