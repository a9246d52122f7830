import { parse as parseCsv } from 'csv-parse/sync';
import { type OfferSeed, offerSeedSchema } from './offer-seed.ts';

export interface OfferImportIssue {
  /** 1-based: the line for CSV (the header is line 1), the item for JSON. */
  row: number;
  field: string | null;
  message: string;
}

export class OfferImportError extends Error {
  readonly issues: OfferImportIssue[];
  /** What `row` counts: CSV lines or JSON items. */
  readonly label: 'line' | 'item';

  constructor(label: 'line' | 'item', issues: OfferImportIssue[]) {
    const shown = issues
      .slice(0, 10)
      .map((i) => `${label} ${i.row}${i.field ? ` ${i.field}` : ''}: ${i.message}`)
      .join('; ');
    const more = issues.length > 10 ? ` (and ${issues.length - 10} more)` : '';
    super(`Offer import has ${issues.length} problem${issues.length === 1 ? '' : 's'}: ${shown}${more}`);
    this.name = 'OfferImportError';
    this.issues = issues;
    this.label = label;
  }
}

const FIELD_ALIASES: Record<string, keyof OfferSeed> = {
  entryid: 'entryId',
  id: 'entryId',
  name: 'name',
  headline: 'name',
  descriptionhtml: 'descriptionHtml',
  description: 'descriptionHtml',
  imageurl: 'imageUrl',
  image: 'imageUrl',
  category: 'category',
  commission: 'commission',
  netearnings: 'netEarnings',
  price: 'price',
  currency: 'currency',
  affiliatelink: 'affiliateLink',
  promolink: 'affiliateLink',
  sortorder: 'sortOrder',
};

/** Header spellings such as "entry_id", "Entry ID" or "netEarnings" all name the same field. */
function canonicalKey(key: string): string {
  return FIELD_ALIASES[key.toLowerCase().replace(/[^a-z0-9]/g, '')] ?? key;
}

function readRecords(text: string, format: 'json' | 'csv'): unknown[] {
  if (format === 'csv') {
    try {
      return parseCsv(text.replace(/^\uFEFF/, ''), {
        columns: (header: string[]) => header.map(canonicalKey),
        skip_empty_lines: true,
        trim: true,
      }) as unknown[];
    } catch (err) {
      throw new OfferImportError('line', [{ row: 0, field: null, message: (err as Error).message }]);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new OfferImportError('item', [
      { row: 0, field: null, message: `not valid JSON: ${(err as Error).message}` },
    ]);
  }
  const list =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'offers' in parsed
      ? (parsed as { offers: unknown }).offers
      : parsed;
  if (!Array.isArray(list)) {
    throw new OfferImportError('item', [
      { row: 0, field: null, message: 'expected an array of offers or { "offers": [...] }' },
    ]);
  }
  return list.map((item) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).map(([k, v]) => [canonicalKey(k), v]))
      : item,
  );
}

/**
 * Reads an operator's offer file. Every row is checked and all problems are reported together,
 * each with its CSV line or JSON item number, so a file can be fixed in one pass.
 */
export function parseOfferImport(text: string, format: 'json' | 'csv'): OfferSeed[] {
  const label = format === 'csv' ? 'line' : 'item';
  const records = readRecords(text, format);
  const issues: OfferImportIssue[] = [];
  const seeds: OfferSeed[] = [];
  const firstRowOf = new Map<string, number>();
  records.forEach((record, i) => {
    const row = format === 'csv' ? i + 2 : i + 1;
    const result = offerSeedSchema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues) {
        issues.push({ row, field: issue.path.length ? issue.path.join('.') : null, message: issue.message });
      }
      return;
    }
    const earlier = firstRowOf.get(result.data.entryId);
    if (earlier !== undefined) {
      issues.push({ row, field: 'entryId', message: `duplicates ${label} ${earlier}` });
      return;
    }
    firstRowOf.set(result.data.entryId, row);
    seeds.push(result.data);
  });
  if (records.length === 0) issues.push({ row: 0, field: null, message: 'the file holds no offers' });
  if (issues.length > 0) throw new OfferImportError(label, issues);
  return seeds;
}
