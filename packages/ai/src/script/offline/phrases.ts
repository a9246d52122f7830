import type { Locale } from '../../text/language.ts';
import { nl, pl } from './banks/north.ts';
import { es, fr, it, pt } from './banks/romance.ts';

/** The offline writer's lines per locale. `n` is the spoken product name, `c` the category phrase. */
export interface Phrases {
  hooksWithCategory: readonly [(n: string, c: string) => string, ...((n: string, c: string) => string)[]];
  hooks: readonly [(n: string) => string, ...((n: string) => string)[]];
  genericBenefits: (n: string, c: string | null) => string[];
  pads: (n: string) => string[];
  offer: (price: string) => string;
  cta: (n: string) => string;
  commentaryOpen: (n: string, c: string | null) => string;
  commentaryClose: (price: string | null) => string;
  genericTags: readonly string[];
  /** Joins the last item of a spoken list. */
  and: string;
}

const en: Phrases = {
  hooksWithCategory: [
    (n, c) => `Still searching for the best in ${c}? Meet ${n}.`,
    (n, c) => `Stop scrolling! ${n} is the ${c} upgrade you've been waiting for.`,
    (n, c) => `Big news for ${c} fans: meet ${n}.`,
  ],
  hooks: [
    (n) => `Stop scrolling! You need to see ${n}.`,
    (n) => `What if one small change made every day easier? Meet ${n}.`,
    (n) => `Here's why everyone is talking about ${n}.`,
  ],
  genericBenefits: (n, c) => [
    `${n} is built to make ${c ? `your ${c} routine` : 'your day'} simpler.`,
    'Quality you can see and feel from the very first use.',
  ],
  pads: (n) => [
    `See why so many people are talking about ${n}.`,
    'Simple to start, easy to love, and made for real life.',
    `Imagine how much easier things get with ${n} on your side.`,
    `Don't wait: this is your sign to try ${n}.`,
  ],
  offer: (price) => `Get it today for just ${price}.`,
  cta: (n) => `Tap the link to get ${n} today!`,
  commentaryOpen: (n, c) =>
    c
      ? `Meet ${n}, the ${c} find everyone is talking about.`
      : `Meet ${n}, the find everyone is talking about.`,
  commentaryClose: (price) =>
    price ? `Tap the link to get yours for just ${price}!` : 'Tap the link to get yours today!',
  genericTags: ['#MustHave', '#ShopNow', '#TikTokMadeMeBuyIt'],
  and: 'and',
};

const de: Phrases = {
  hooksWithCategory: [
    (n, c) => `${c} neu gedacht: Das ist ${n}.`,
    (n, c) => `Stopp! Wenn du dich für ${c} interessierst, musst du ${n} sehen.`,
    (n, c) => `Das Beste aus ${c}? Hier kommt ${n}.`,
  ],
  hooks: [
    (n) => `Stopp! Das musst du sehen: ${n}.`,
    (n) => `Was wäre, wenn dein Alltag ganz einfach wäre? Hier kommt ${n}.`,
    (n) => `Darum reden gerade alle über ${n}.`,
  ],
  genericBenefits: (n) => [
    `${n} macht deinen Alltag einfacher.`,
    'Qualität, die du vom ersten Moment an spürst.',
  ],
  pads: (n) => [
    `Finde heraus, warum so viele von ${n} begeistert sind.`,
    'Einfach loslegen und sofort den Unterschied merken.',
    `Stell dir vor, wie viel leichter alles mit ${n} wird.`,
    `Worauf wartest du? Probier ${n} jetzt aus.`,
  ],
  offer: (price) => `Und das alles für nur ${price}.`,
  cta: (n) => `Tippe auf den Link und hol dir ${n} noch heute!`,
  commentaryOpen: (n, c) =>
    c ? `Das ist ${n}, das Highlight in ${c}.` : `Das ist ${n}, unser neues Highlight.`,
  commentaryClose: (price) =>
    price ? `Jetzt über den Link sichern, für nur ${price}!` : 'Jetzt über den Link sichern!',
  genericTags: ['#MustHave', '#JetztKaufen', '#Empfehlung'],
  and: 'und',
};

export const PHRASES: Record<Locale, Phrases> = { en, de, es, fr, it, pt, nl, pl };
