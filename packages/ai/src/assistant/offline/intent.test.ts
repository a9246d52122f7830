import { describe, expect, it } from 'vitest';
import { countIn, recogniseIntent, subjectIn } from './intent.ts';

describe('recogniseIntent', () => {
  it.each([
    ['write three hooks for my posture corrector', 'hooks', 3, 'my posture corrector'],
    [
      'Give me 5 headlines for AlignRight Posture Corrector, a $34.99 brace',
      'headlines',
      5,
      'AlignRight Posture Corrector, a $34.99 brace',
    ],
    ['Instagram captions for my yoga mat please', 'captions', null, 'my yoga mat'],
    ['hashtags for https://shop.example.com/bottle', 'hashtags', null, 'https://shop.example.com/bottle'],
    [
      'Can you write a product description for the HydraPulse bottle?',
      'description',
      null,
      'the HydraPulse bottle',
    ],
    ['draft an SMS promoting our weekend sale', 'sms', null, 'our weekend sale'],
    ['a social media post with hashtags about FitBand Pro 2', 'social-post', null, 'FitBand Pro 2'],
    ['write a blog post about posture at the desk', 'article', null, 'posture at the desk'],
    ['What hooks would work for my dog treats?', 'hooks', null, 'my dog treats'],
    ['How can I write hooks for my candle shop?', 'hooks', null, 'my candle shop'],
  ])('"%s" asks for %s', (text, kind, count, subject) => {
    expect(recogniseIntent(text)).toEqual({ type: 'copy', kind, count, subject });
  });

  it('takes a short request without a product as copy about the product named before', () => {
    expect(recogniseIntent('hashtags for it')).toEqual({
      type: 'copy',
      kind: 'hashtags',
      count: null,
      subject: null,
    });
    expect(recogniseIntent('write me some captions')).toEqual({
      type: 'copy',
      kind: 'captions',
      count: null,
      subject: null,
    });
  });

  it('leaves how-to questions about AdReel to the help articles', () => {
    for (const text of [
      'How do I make hashtags?',
      'Where do I find the headline generator?',
      'How do I create a video?',
      'I forgot my password',
      'What is the weather in Paris?',
    ])
      expect(recogniseIntent(text)).toEqual({ type: 'question' });
  });

  it('recognises greetings and requests for more of the same', () => {
    expect(recogniseIntent('Hello!')).toEqual({ type: 'greeting' });
    expect(recogniseIntent('more')).toEqual({ type: 'again', count: null });
    expect(recogniseIntent('give me 5 more')).toEqual({ type: 'again', count: 5 });
    expect(recogniseIntent('different ones please')).toEqual({ type: 'again', count: null });
  });
});

describe('countIn and subjectIn', () => {
  it('reads numbers as digits or words, capped', () => {
    expect(countIn('ten catchy hooks')).toBe(10);
    expect(countIn('a couple of captions')).toBe(2);
    expect(countIn('500 hashtags')).toBe(20);
    expect(countIn('hooks')).toBeNull();
  });

  it('takes what follows "for" or "about" after the kind, without courtesy words', () => {
    const text = 'write hooks for my posture corrector, thanks!';
    expect(subjectIn(text, text.indexOf('hooks'))).toBe('my posture corrector');
    expect(subjectIn('hooks for it', 0)).toBeNull();
  });
});

describe('requests in the other supported languages (issue 25)', () => {
  it.each([
    ['Schreib mir Hooks für AlignRight', 'hooks', 'AlignRight'],
    ['Écrivez une description pour Lunara', 'description', 'Lunara'],
    ['Escribe titulares para FitBand', 'headlines', 'FitBand'],
    ['Napisz artykuł dla Lunara', 'article', 'Lunara'],
  ] as const)('%s', (text, kind, subject) => {
    expect(recogniseIntent(text)).toMatchObject({ type: 'copy', kind, subject });
  });
});
