import type { Product } from '@adreel/contracts';
import { terms } from './stem.ts';

/** What a question about one of the user's products asks for. */
export type ProductFact = 'price' | 'audience';

const PRICE = /\b(?:price[ds]?|pricing|cost(?:s|ing)?|how much|priced|expensive|cheap)\b/iu;
const AUDIENCE =
  /\b(?:audiences?|who (?:is|are|'s) (?:(?:my|our|the|this|that) )?\w+ (?:for|made for|aimed at)|who (?:would|will|should|might|could) (?:buy|use|want|need|like)|who (?:buys|uses|needs|wants)|target(?:ing|s)?|buyers?|demographics?|ideal (?:user|client|customer)s?|aimed at|made for)\b/iu;
/** "how much does the lamp cost" is a fact question; "how much do I earn" or "how much does AdReel cost" is not. */
const NOT_A_PRODUCT = /\b(?:adreel|commission|earn|earnings|payout|subscription|plan|quota|storage)\b/iu;

/** The fact a question asks about a product, or null when it asks something else. Pure. */
export function productFactAsked(text: string): ProductFact | null {
  if (NOT_A_PRODUCT.test(text)) return null;
  if (AUDIENCE.test(text)) return 'audience';
  if (PRICE.test(text)) return 'price';
  return null;
}

/** Words every product question shares: they never pick one product over another. */
const GENERIC = new Set(
  terms('product item offer price cost much audience target customer buyer who for my the it this'),
);
/** "my product", "this offer", "it": about a product without naming it. */
const UNNAMED = /\b(?:(?:my|the|this|that|our) (?:product|offer|item)s?|it|its)\b/iu;

/**
 * The product a question is about: the one whose name (or brand, or page address) it names most
 * closely; for "my product" or "it", the only product when the user has one; else null.
 */
export function productInQuestion(text: string, products: readonly Product[]): Product | null {
  const asked = new Set(terms(text).filter((t) => !GENERIC.has(t)));
  let best: { product: Product; score: number } | null = null;
  for (const product of products) {
    if (product.url && text.includes(product.url)) return product;
    const names = terms(`${product.name} ${product.brand ?? ''}`).filter((t) => !GENERIC.has(t));
    const score = names.filter((t) => asked.has(t)).length;
    if (score > 0 && (!best || score > best.score)) best = { product, score };
  }
  if (best) return best.product;
  return products.length === 1 && UNNAMED.test(text) ? (products[0] ?? null) : null;
}

/**
 * A price or audience question about one of the user's scripted products, answered from that
 * product's facts; null when the input is no such question (other answers take over).
 */
export function answerProductQuestion(text: string, products: readonly Product[]): string | null {
  const fact = productFactAsked(text);
  if (!fact) return null;
  const product = productInQuestion(text, products);
  if (product) return factAnswer(fact, product);
  // About a product, but which one is not clear (or none is scripted yet): ask rather than guess.
  return UNNAMED.test(text) ? whichProduct(products) : null;
}

function money(price: number, currency: string | null): string {
  if (!currency) return price.toFixed(2);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(price);
  } catch {
    return `${price.toFixed(2)} ${currency}`;
  }
}

/** "a posture corrector for desk workers" → "desk workers": who a page says the product is for. */
export function statedAudience(product: Product): string | null {
  for (const text of [product.summary, ...product.features]) {
    const match =
      /\bfor\s+((?:busy |active |new |young |older |small )?[\p{L}-]+(?:\s+(?!and\b|with\b|who\b|that\b)[\p{L}-]+){0,3})/iu.exec(
        text,
      );
    const who = match?.[1]?.replace(/[\s,.;:]+$/u, '');
    if (
      who &&
      !/^(?:a|an|the|your|you|only|just|up|free|more|less|life|years?|hours?|days?|minutes?)\b/iu.test(who)
    )
      return who;
  }
  return null;
}

/** The answer from the page's own facts, in words a marketer can use. */
export function factAnswer(fact: ProductFact, product: Product): string {
  const name = product.name;
  if (fact === 'price') {
    if (product.price === null)
      return `${name}'s page did not show a price when you scripted it, so I can't quote one. Check the offer page before you mention a price in an ad.`;
    return `${name} costs ${money(product.price, product.currency)}, from the product page you made a script from. Worth saying in a hook if it is a strong price; re-check the page before you quote it, prices change.`;
  }
  const who = statedAudience(product);
  const benefits = product.features.slice(0, 3);
  return [
    who
      ? `${name} is for ${who}, going by its page: "${product.summary}"`
      : `${name}'s page does not name its buyers outright. It says: "${product.summary}"`,
    product.category ? `Category: ${product.category}.` : null,
    benefits.length
      ? `Aim at the people who want these benefits, and lead with them:\n${benefits.map((b) => `• ${b}`).join('\n')}`
      : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** When the question names none of the user's products (or they have none yet). */
export function whichProduct(products: readonly Product[]): string {
  if (products.length === 0)
    return "I answer price and audience questions from the products you've made scripts for, and you haven't made one yet. Paste a product link on the Dashboard, then ask me again.";
  const names = products.slice(0, 8).map((p) => p.name);
  return `Which product do you mean? You've made scripts for: ${names.join('; ')}.`;
}
