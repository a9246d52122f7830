import { describe, expect, it } from 'vitest';
import { findName, guessName } from './guess-name.ts';
import { toHashtag, uniqueHashtags } from './hashtags.ts';
import { keywords } from './keywords.ts';
import { detectLocale } from './language.ts';
import { sentences } from './sentences.ts';
import { pick, stableHash } from './stable-hash.ts';
import { titleCase } from './title-case.ts';
import { asSentence, clip, countWords, truncateWords } from './words.ts';

describe('words', () => {
  it('counts only runs with letters or digits', () => {
    expect(countWords('Tap the link — now! 50 %')).toBe(5);
    expect(countWords('   ')).toBe(0);
  });

  it('truncates to whole words and clips on a word boundary with an ellipsis', () => {
    expect(truncateWords('one two, three four', 2)).toBe('one two');
    expect(clip('The quick brown fox jumps', 15)).toBe('The quick…');
    expect(clip('short', 15)).toBe('short');
    expect(clip('x'.repeat(40), 10).length).toBe(10);
  });

  it('turns fragments into sentences', () => {
    expect(asSentence('water resistant,')).toBe('Water resistant.');
    expect(asSentence('Really?')).toBe('Really?');
  });
});

describe('sentences', () => {
  it('splits prose and bullet lists', () => {
    expect(sentences('It works. It is fast!\n- Cheap\n2) Small')).toEqual([
      'It works.',
      'It is fast!',
      'Cheap',
      'Small',
    ]);
    expect(sentences('Costs $4.99 only. Yes.')).toEqual(['Costs $4.99 only.', 'Yes.']);
  });
});

describe('guessName', () => {
  it.each([
    ['Introducing SuperSleep Pro, the pillow that listens.', 'SuperSleep Pro'],
    ['Tired of bad sleep? The DreamCloud Pillow fixes it.', 'DreamCloud Pillow'],
    ['Meet FitBand Pro 2 today', 'FitBand Pro 2'],
    ['Unser neuer Mixer Turbo 3000 ist da.', 'Mixer Turbo 3000'],
  ])('%s → %s', (text, name) => {
    expect(guessName(text)).toBe(name);
  });

  it('falls back to the first words when nothing looks like a name', () => {
    expect(findName('how to make money online')).toBeNull();
    expect(guessName('how to make money online')).toBe('how to make');
  });
});

describe('keywords', () => {
  it('ranks content words by frequency then order, skipping stopwords and numbers', () => {
    expect(keywords('The pillow is soft. The pillow is cool and 100 percent cotton.', 3)).toEqual([
      'pillow',
      'soft',
      'cool',
    ]);
    expect(keywords('der die das und Mixer', 5)).toEqual(['mixer']);
  });
});

describe('hashtags', () => {
  it('builds PascalCase tags in any script and drops letterless ones', () => {
    expect(toHashtag('smart watch-band')).toBe('#SmartWatchBand');
    expect(toHashtag('Küche & Haus')).toBe('#KücheHaus');
    expect(toHashtag('2024')).toBeNull();
  });

  it('dedupes case-insensitively up to a maximum', () => {
    expect(uniqueHashtags(['#A', '#a', null, '#B', '#C'], 2)).toEqual(['#A', '#B']);
  });
});

describe('detectLocale', () => {
  it('trusts a declared language and otherwise counts function words', () => {
    expect(detectLocale('anything', 'de-DE')).toBe('de');
    expect(detectLocale('Das ist ein Kissen für die Nacht und mit Bezug')).toBe('de');
    expect(detectLocale('This is a pillow for the night')).toBe('en');
  });
});

describe('titleCase and stableHash', () => {
  it('title-cases without touching brand spellings', () => {
    expect(titleCase('the best of iPhone and SEO tips')).toBe('The Best of iPhone and SEO Tips');
  });

  it('picks the same option for the same seed', () => {
    expect(stableHash('abc')).toBe(stableHash('abc'));
    expect(stableHash('abc')).not.toBe(stableHash('abd'));
    expect(pick(['a', 'b', 'c'], 'seed')).toBe(pick(['a', 'b', 'c'], 'seed'));
  });
});
