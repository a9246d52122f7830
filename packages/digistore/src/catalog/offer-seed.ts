import { z } from 'zod';

/** Blank cells and nulls both mean "not given". */
function blankToNull(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' && v.trim() === '') return null;
  return v;
}

function optionalText(max: number) {
  return z.preprocess(blankToNull, z.string().trim().max(max).nullable()).default(null);
}

function optionalAmount(name: string) {
  return z
    .preprocess(
      (v) => {
        const b = blankToNull(v);
        return typeof b === 'string' ? Number(b.trim().replace(/^[$€£]/, '')) : b;
      },
      z
        .number({ message: `${name} must be a number` })
        .finite({ message: `${name} must be a number` })
        .nonnegative({ message: `${name} must not be negative` })
        .nullable(),
    )
    .default(null);
}

/** Links are opened by the browser: only http(s) ever reaches an href. */
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s/]+\S*$/i, { message: 'must be an http(s) URL' });

/** Images may be relative to the provider host (spec §2.12), so a root-relative path is fine too. */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(?:https?:\/\/[^\s/]+\S*|\/[^\s/]\S*)$/i, {
    message: 'must be an http(s) URL or a path starting with /',
  });

/** One catalog offer as imported, seeded or fetched from Digistore24, before sanitising. */
export const offerSeedSchema = z.object({
  entryId: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ message: 'entryId is required' }).trim().min(1, { message: 'entryId is required' }).max(100),
  ),
  name: z.string({ message: 'name is required' }).trim().min(1, { message: 'name is required' }).max(300),
  descriptionHtml: z.preprocess((v) => blankToNull(v) ?? '', z.string().max(20_000)),
  imageUrl: z.preprocess(blankToNull, imageUrl.nullable()).default(null),
  category: optionalText(100),
  commission: optionalText(40),
  netEarnings: optionalAmount('netEarnings'),
  price: optionalAmount('price'),
  currency: z
    .preprocess(
      (v) => {
        const b = blankToNull(v);
        return typeof b === 'string' ? b.trim().toUpperCase() : b;
      },
      z
        .string()
        .regex(/^[A-Z]{3}$/, { message: 'currency must be a 3-letter code such as USD' })
        .nullable(),
    )
    .default(null),
  affiliateLink: z.preprocess(blankToNull, httpUrl.nullable()).default(null),
  sortOrder: z.preprocess((v) => {
    const b = blankToNull(v);
    return typeof b === 'string' ? Number(b) : (b ?? undefined);
  }, z
    .number({ message: 'sortOrder must be a whole number' })
    .int({ message: 'sortOrder must be a whole number' })
    .optional()),
});
export type OfferSeed = z.output<typeof offerSeedSchema>;
