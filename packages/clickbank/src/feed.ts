import { hasControlCharacters } from '@adreel/contracts';
import type { ClickBankProductSeed } from './catalog.ts';
import { NICKNAME_PATTERN } from './hoplink.ts';

/**
 * Reads ClickBank's marketplace feed (`marketplace_feed_v2.xml`, offered to affiliates as a zip of one
 * XML file): `<Catalog><Category><Name>…</Name><Site><Id>vendor</Id><Title>…</Title>
 * <Description>…</Description><PercentPerSale>…</PercentPerSale><AverageEarningsPerSale>…`
 * (fixtures/marketplace-feed.xml). A tolerant scan, not a full XML parser: each `<Site>` is read on its
 * own and one that lacks a vendor id or title is skipped and counted.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(text);
  if (cdata) return (cdata[1] ?? '').trim();
  return text
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&#(\d{1,6});/g, (_, n: string) => String.fromCodePoint(Math.min(Number(n), 0x10ffff)))
    .trim();
}

function field(block: string, name: string, max: number): string | null {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(block);
  if (!m) return null;
  const value = decode(m[1] ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return value === '' || hasControlCharacters(value) ? null : value.slice(0, max);
}

function amount(block: string, name: string): number | null {
  const text = field(block, name, 40);
  if (text === null || !/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** The products of a feed, and how many `<Site>` entries could not be read. */
export function parseMarketplaceFeed(xml: string): { products: ClickBankProductSeed[]; skipped: number } {
  const categories = [...xml.matchAll(/<Category>\s*<Name>([\s\S]*?)<\/Name>/g)].map((m) => ({
    at: m.index ?? 0,
    name: decode(m[1] ?? '').slice(0, 100),
  }));
  const products = new Map<string, ClickBankProductSeed>();
  let skipped = 0;
  for (const site of xml.matchAll(/<Site>([\s\S]*?)<\/Site>/g)) {
    const block = site[1] ?? '';
    const vendorId = field(block, 'Id', 32);
    const name = field(block, 'Title', 300);
    if (!vendorId || !NICKNAME_PATTERN.test(vendorId) || !name) {
      skipped++;
      continue;
    }
    const at = site.index ?? 0;
    const category = categories.filter((c) => c.at < at).at(-1)?.name ?? null;
    products.set(vendorId.toLowerCase(), {
      vendorId: vendorId.toLowerCase(),
      name,
      description: field(block, 'Description', 5000),
      price: null,
      currency: 'USD',
      commissionPercent: amount(block, 'PercentPerSale') ?? amount(block, 'Commission'),
      earningsPerSale: amount(block, 'AverageEarningsPerSale') ?? amount(block, 'EarnedPerSale'),
      category,
    });
  }
  return { products: [...products.values()], skipped };
}
