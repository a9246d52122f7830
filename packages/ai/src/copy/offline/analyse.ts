import type { Product } from '@adreel/contracts';
import { titleCase } from '../../text/title-case.ts';
import { type CopyFacts, factsFromProduct, factsFromText, mergeFacts } from '../facts/facts.ts';

/** What every offline copy template reads: the product's facts, and which press this is. */
export interface CopyBrief extends CopyFacts {
  /** 0 for the first press; each "Generate again" passes the next number for a fresh variant. */
  seed: number;
  /** Fixes the order variants are tried in per product, so different products read differently. */
  salt: string;
}

/**
 * Facts from the fetched product page when there is one (with any text typed beside the link
 * adding to them), otherwise from the typed text itself.
 */
export function brief(input: string, options: { product?: Product | null; seed?: number } = {}): CopyBrief {
  const typed = input.replace(/https?:\/\/\S+/giu, ' ').trim();
  const facts = options.product
    ? mergeFacts(factsFromProduct(options.product), /[\p{L}\p{N}]/u.test(typed) ? factsFromText(typed) : null)
    : factsFromText(input);
  return { ...facts, seed: options.seed ?? 0, salt: facts.name.toLowerCase() };
}

/** The product inside a sentence: its name, or "this posture corrector". */
export function called(b: CopyFacts): string {
  if (b.proper) return b.name;
  return b.locale === 'de' ? b.name : `this ${b.name}`;
}

/** The same, starting a sentence. */
export function Called(b: CopyFacts): string {
  const text = called(b);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The product in a title: "FitBand Pro 2", "This Posture Corrector". */
export function titled(b: CopyFacts): string {
  return titleCase(Called(b));
}

/** Just the name or noun, title-cased: "The Simple Posture Corrector Secret". */
export function bareTitle(b: CopyFacts): string {
  return titleCase(b.name);
}

/** A claim inside a sentence: "It monitors your heart rate." → "it monitors your heart rate". */
export function clause(claim: string): string {
  const bare = claim.replace(/[.!?…]+$/u, '').trim();
  if (/^\p{Lu}[\p{Lu}\p{N}]/u.test(bare)) return bare;
  return bare.charAt(0).toLocaleLowerCase() + bare.slice(1);
}
