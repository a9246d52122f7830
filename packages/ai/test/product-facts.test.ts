import { describe, expect, it } from 'vitest';
import { createOfflineAssistant, OFFLINE_LABEL } from '../src/assistant/offline/offline-assistant.ts';
import {
  answerProductQuestion,
  productFactAsked,
  productInQuestion,
  statedAudience,
} from '../src/assistant/offline/product-facts.ts';
import { product } from './fixtures/products.ts';

const ALIGN = product({
  url: 'https://shop.example.com/alignright',
  name: 'AlignRight Posture Corrector',
  summary: 'A soft posture corrector for desk workers who sit all day.',
  price: 34.99,
  currency: 'USD',
  brand: 'AlignRight',
  category: 'Health',
  features: [
    'Pulls shoulders back gently',
    'Invisible under a shirt',
    'Adjustable straps',
    'Machine washable',
  ],
});
const LAMP = product({
  name: 'Lumen Desk Lamp',
  summary: 'Warm, flicker-free light that is kind to tired eyes.',
  price: 39,
  currency: 'EUR',
  features: ['Three warmth settings', 'USB-C charging'],
});
const SCRIPTED = [ALIGN, LAMP];

describe('product facts: what is asked', () => {
  it.each([
    ['How much does the AlignRight cost?', 'price'],
    ["What's the price of my lamp?", 'price'],
    ['Who is AlignRight for?', 'audience'],
    ['What audience should I target with the desk lamp?', 'audience'],
    ['who would buy the lamp', 'audience'],
    ['How do I create a video?', null],
    ['How much does AdReel cost?', null],
    ['How much commission do I earn?', null],
  ])('"%s" → %s', (text, fact) => {
    expect(productFactAsked(text)).toBe(fact);
  });

  it('finds the product the question names, by name, brand or link; "my product" only when there is one', () => {
    expect(productInQuestion('How much is the lamp?', SCRIPTED)).toBe(LAMP);
    expect(productInQuestion('who is alignright for', SCRIPTED)).toBe(ALIGN);
    expect(productInQuestion('price of https://shop.example.com/alignright ?', SCRIPTED)).toBe(ALIGN);
    expect(productInQuestion('How much does my product cost?', SCRIPTED)).toBeNull();
    expect(productInQuestion('How much does my product cost?', [LAMP])).toBe(LAMP);
    expect(productInQuestion('How much does the weather cost?', [LAMP])).toBeNull();
  });

  it('reads who a page says the product is for', () => {
    expect(statedAudience(ALIGN)).toBe('desk workers');
    expect(statedAudience(LAMP)).toBeNull();
  });
});

describe('product facts: the answer', () => {
  it('quotes the scripted price with its currency', () => {
    expect(answerProductQuestion('How much does the AlignRight posture corrector cost?', SCRIPTED)).toMatch(
      /^AlignRight Posture Corrector costs \$34\.99, from the product page you made a script from\./,
    );
    expect(answerProductQuestion("what's the price of the lamp", SCRIPTED)).toContain(
      'Lumen Desk Lamp costs €39.00',
    );
    expect(answerProductQuestion('how much is the lamp', [{ ...LAMP, price: null }])).toContain(
      'did not show a price',
    );
  });

  it('names the audience and the benefits to lead with, from the page', () => {
    const answer = answerProductQuestion('Who is AlignRight for?', SCRIPTED) ?? '';
    expect(answer).toContain('AlignRight Posture Corrector is for desk workers');
    expect(answer).toContain('Category: Health.');
    expect(answer).toContain('• Pulls shoulders back gently\n• Invisible under a shirt\n• Adjustable straps');
    expect(answer).not.toContain('Machine washable');
  });

  it('asks which product when the question does not say, and leaves other questions alone', () => {
    expect(answerProductQuestion('How much does my product cost?', SCRIPTED)).toBe(
      "Which product do you mean? You've made scripts for: AlignRight Posture Corrector; Lumen Desk Lamp.",
    );
    expect(answerProductQuestion('Who is my product for?', [])).toMatch(/haven't made one yet/);
    expect(answerProductQuestion('How do I connect Digistore24?', SCRIPTED)).toBeNull();
    expect(answerProductQuestion('What is the best price strategy?', SCRIPTED)).toBeNull();
  });

  it('is what the offline assistant answers, labelled, instead of a help article', async () => {
    const assistant = createOfflineAssistant();
    const context = { scriptedProducts: async () => SCRIPTED };
    const price = await assistant.reply([], 'How much does the lamp cost?', context);
    expect(price).toBe(
      `${OFFLINE_LABEL} Lumen Desk Lamp costs €39.00, from the product page you made a script from. Worth saying in a hook if it is a strong price; re-check the page before you quote it, prices change.`,
    );
    const audience = await assistant.reply([], 'Who should I target with AlignRight?', context);
    expect(audience.startsWith(`${OFFLINE_LABEL} AlignRight Posture Corrector is for desk workers`)).toBe(
      true,
    );
    // Copy requests and help questions keep their own answers.
    expect(await assistant.reply([], 'How do I create a video?', context)).not.toContain('costs');
  });
});
