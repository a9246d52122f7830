import type { LanguageCode, Product } from '@adreel/contracts';
import { languageName, sceneAnimations } from '@adreel/contracts';

export const SCRIPT_SYSTEM_PROMPT = `You are an expert direct-response copywriter for short-form vertical video ads (TikTok, Reels, Shorts) that promote affiliate products.
Write one 15-60 second ad script as JSON matching the given schema.
Rules:
- 3 to 8 scenes. Scene 1 is the hook: a bold claim, a question or a pattern interrupt that stops the scroll in under 3 seconds. The last scene is a clear call to action (e.g. "Tap the link to get yours today").
- Middle scenes each sell one concrete benefit taken from the facts given; never invent specifications, prices, guarantees or testimonials.
- Each voiceover is natural spoken language, speakable at no more than 2.5 words per second: duration (seconds) >= words / 2.5, and at least 3 seconds.
- visual.background describes what is on screen. When product images are listed, reference them exactly as "Product image N: <url>" and say how they are shown; otherwise describe a scene in the product's colours.
- visual.animation is one of: ${sceneAnimations.join(', ')}.
- audio.musicMood is the same one- or two-word mood in every scene, fitting the product's category.
- commentary is a ready-to-post social caption: 1-3 sentences followed by 3-6 relevant hashtags.
- hooks: three alternative versions of scene 1 for A/B tests, each with its own angle: a question, a bold claim, a pain point. Same rules as scene 1 (the same kind of visual, the same musicMood), each clearly different from scene 1 and from each other.
- Write in the language of the product facts or text, unless a line "Write in: <language>" names one: then every voiceover, hook, commentary (its hashtags too) and summary is in that language (translate the facts, including feature lines given in another language; keep product and brand names as they are), and prices are written the way that language writes them.`;

/** The explicit language line of a brief (issue 25): the model is told, not left to guess. */
export function languageLine(language: LanguageCode | undefined): string {
  return language
    ? `\nWrite in: ${languageName(language)} (${language}). Every spoken and written line in ${languageName(language)}.`
    : '';
}

/** The facts the model may use, as labelled lines, so nothing outside them is treated as data. */
export function productBrief(product: Product, language?: LanguageCode): string {
  const lines = [`Product name: ${product.name}`];
  if (product.brand) lines.push(`Brand: ${product.brand}`);
  if (product.category) lines.push(`Category: ${product.category}`);
  if (product.summary) lines.push(`Summary: ${product.summary}`);
  if (product.price !== null)
    lines.push(`Price: ${product.price}${product.currency ? ` ${product.currency}` : ''}`);
  if (product.features.length > 0)
    lines.push(
      `Features:\n${product.features
        .slice(0, 12)
        .map((f) => `- ${f}`)
        .join('\n')}`,
    );
  if (product.images.length > 0) {
    lines.push(
      `Product images:\n${product.images
        .slice(0, 8)
        .map((url, i) => `- Product image ${i + 1}: ${url}`)
        .join('\n')}`,
    );
  }
  if (product.colors.length > 0) lines.push(`Brand colours: ${product.colors.join(', ')}`);
  if (product.language) lines.push(`Language: ${product.language}`);
  if (product.url) lines.push(`Page: ${product.url}`);
  return `Write the ad for this product.${languageLine(language)}\n\n${lines.join('\n')}`;
}

export function textBrief(text: string, language?: LanguageCode): string {
  return `Write the ad from this text. Use its first strong sentence as the hook idea and its claims as the benefits.${languageLine(language)}\n\n"""\n${text.trim()}\n"""`;
}
