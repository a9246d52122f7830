import type { LanguageCode } from '@adreel/contracts';
import { alternativeHookLines } from '../../script/offline/hooks.ts';
import { PHRASES } from '../../script/offline/phrases.ts';
import type { CopyKind } from '../generator.ts';
import type { CopyBrief } from './analyse.ts';
import { hashtagList } from './hashtag-list.ts';
import { fitSms } from './sms.ts';
import { pickWindow } from './variation.ts';

type Other = Exclude<LanguageCode, 'en'>;

/** The copy's own headings and phrases beyond the script writer's banks. */
const WORDS: Record<
  Other,
  { keyBenefits: string; whatYouGet: string; forWhom: string; why: (n: string) => string; conclusion: string }
> = {
  de: {
    keyBenefits: 'Die wichtigsten Vorteile:',
    whatYouGet: 'Das bekommst du',
    forWhom: 'Für wen ist das?',
    why: (n) => `Warum ${n}?`,
    conclusion: 'Fazit',
  },
  es: {
    keyBenefits: 'Ventajas principales:',
    whatYouGet: 'Lo que obtienes',
    forWhom: '¿Para quién es?',
    why: (n) => `¿Por qué ${n}?`,
    conclusion: 'Conclusión',
  },
  fr: {
    keyBenefits: 'Les avantages clés:',
    whatYouGet: 'Ce que vous obtenez',
    forWhom: 'Pour qui?',
    why: (n) => `Pourquoi ${n}?`,
    conclusion: 'Conclusion',
  },
  it: {
    keyBenefits: 'Vantaggi principali:',
    whatYouGet: 'Cosa ottieni',
    forWhom: 'Per chi è?',
    why: (n) => `Perché ${n}?`,
    conclusion: 'Conclusione',
  },
  pt: {
    keyBenefits: 'Principais vantagens:',
    whatYouGet: 'O que recebes',
    forWhom: 'Para quem é?',
    why: (n) => `Porquê ${n}?`,
    conclusion: 'Conclusão',
  },
  nl: {
    keyBenefits: 'De belangrijkste voordelen:',
    whatYouGet: 'Wat je krijgt',
    forWhom: 'Voor wie is het?',
    why: (n) => `Waarom ${n}?`,
    conclusion: 'Conclusie',
  },
  pl: {
    keyBenefits: 'Najważniejsze zalety:',
    whatYouGet: 'Co otrzymujesz',
    forWhom: 'Dla kogo to jest?',
    why: (n) => `Dlaczego ${n}?`,
    conclusion: 'Podsumowanie',
  },
};

/**
 * The six generators' copy in a language other than English (issue 25), from the offline script
 * writer's phrase banks and the product's facts: claims are used only when they are written in that
 * language (a German page's features are not pasted into a French post), otherwise the bank's own.
 */
export function localizedCopy(kind: CopyKind, b: CopyBrief, language: Other): string {
  const p = PHRASES[language];
  const w = WORDS[language];
  // A name the text only implied ("lunara") is still a name in these banks' sentences.
  const n = b.proper ? b.name : b.name.charAt(0).toLocaleUpperCase() + b.name.slice(1);
  const c = b.locale === language ? b.category : null;
  const own = b.locale === language ? b.benefits : [];
  // At least three claims: the product's own, then the bank's.
  const claims = [...new Set([...own, ...p.genericBenefits(n, c), ...p.pads(n)])].slice(
    0,
    Math.max(3, own.length),
  );
  const hooks = [
    ...(c ? p.hooksWithCategory.map((h) => h(n, c)) : []),
    ...p.hooks.map((h) => h(n)),
    ...alternativeHookLines(language, n, c, ''),
  ];
  const pick = (items: string[], count: number, tag: string) =>
    pickWindow([...new Set(items)], count, b.seed, `${b.salt}:${tag}`);
  const close = p.commentaryClose(b.price);
  const tags = (count: number) => hashtagList(b, count).slice(0, count).join(' ');
  switch (kind) {
    case 'headline':
      return pick(hooks, 5, 'headline')
        .map((line, i) => `${i + 1}. ${line}`)
        .join('\n');
    case 'description':
      return [
        p.commentaryOpen(n, c),
        '',
        w.keyBenefits,
        ...claims.slice(0, 5).map((x) => `• ${x}`),
        '',
        close,
      ].join('\n');
    case 'social-post':
      return [
        pick(hooks, 1, 'post-hook')[0],
        '',
        claims.slice(0, 2).join(' '),
        '',
        `👉 ${close}`,
        '',
        tags(5),
      ].join('\n');
    case 'sms':
      return fitSms(`${n}: ${claims[0] ?? ''}${b.price ? ` ${p.offer(b.price)}` : ''}`, p.cta(n));
    case 'hashtags':
      return tags(15);
    case 'article':
      return [
        `# ${pick(hooks, 1, 'article-title')[0]}`,
        '',
        [p.commentaryOpen(n, c), claims[0] ?? ''].join(' '),
        '',
        `## ${w.whatYouGet}`,
        '',
        ...claims.map((x) => `- ${x}`),
        '',
        `## ${w.forWhom}`,
        '',
        p.pads(n).slice(0, 2).join(' '),
        '',
        `## ${w.why(n)}`,
        '',
        [...p.pads(n).slice(2), b.price ? p.offer(b.price) : ''].filter(Boolean).join(' '),
        '',
        `## ${w.conclusion}`,
        '',
        `${p.cta(n)} ${close}`,
      ].join('\n');
  }
}
