/** The copy the offline assistant can write itself. */
export type CopyRequestKind =
  | 'hooks'
  | 'headlines'
  | 'captions'
  | 'hashtags'
  | 'description'
  | 'sms'
  | 'social-post'
  | 'article';

export type Intent =
  | { type: 'greeting' }
  /** Write copy; `count` as asked ("three hooks"), `subject` the product as named ("my posture corrector"). */
  | { type: 'copy'; kind: CopyRequestKind; count: number | null; subject: string | null }
  /** "More", "again", "different ones": repeat the previous request with fresh variants. */
  | { type: 'again'; count: number | null }
  /** A question about using AdReel (or anything else): answered from the help articles. */
  | { type: 'question' };

const GREETING = /^\s*(hi|hello|hey|hallo|good (morning|afternoon|evening)|thanks?|thank you)\b[\s!.?]*$/iu;

/** Most specific first: "social media post hashtags" asks for hashtags, "blog post" for an article. */
const KINDS: readonly [CopyRequestKind, RegExp][] = [
  ['hashtags', /\bhash ?tags?\b/iu],
  ['hooks', /\bhooks?\b|\bopening lines?\b|\bopeners?\b/iu],
  ['captions', /\bcaptions?\b/iu],
  ['headlines', /\b(?:headlines?|titles?|subject lines?)\b/iu],
  ['sms', /\b(?:sms|text messages?)\b/iu],
  ['article', /\b(?:articles?|blog posts?)\b/iu],
  [
    'social-post',
    /\b(?:social(?: media)? posts?|posts? for (?:facebook|instagram|tiktok|twitter|x|linkedin)|tweets?|facebook posts?|instagram posts?|linkedin posts?)\b/iu,
  ],
  ['description', /\b(?:descriptions?|product copy|sales copy)\b/iu],
];

/** The same requests in the other supported languages (issue 25); whole words, accents included. */
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'iu');
const LOCAL_KINDS: readonly [CopyRequestKind, RegExp][] = [
  ['hooks', word('ganchos|accroches|ganci|haczyki')],
  ['headlines', word('überschriften|schlagzeilen|titulares|titres|titoli|títulos|koppen|nagłówki|tytuły')],
  ['sms', word('sms-nachricht|mensaje sms')],
  ['article', word('artikel|artículo|articolo|artigo|artykuł')],
  ['social-post', word('beitrag|publicación|publicação|publication|bericht|wpis')],
  [
    'description',
    word('beschreibung|produktbeschreibung|descripción|descrizione|descrição|beschrijving|opis'),
  ],
];
const LOCAL_WRITE = word(
  'schreib|schreibe|erstelle|gib mir|escribe|escríbeme|crea|écris|écrivez|rédige|rédigez|scrivi|scrivimi|escreve|escreva|cria|schrijf|maak|napisz|stwórz',
);
const LOCAL_FOR = /(?<!\p{L})(?:für|para|pour|per|voor|dla|sobre)\s+(.+)$/isu;

/** A request to write, as opposed to a question about how the app does it. */
const WRITE =
  /\b(?:write|give|generate|create|make|draft|suggest|come up with|need|want|brainstorm|list|show|send|share|help me with|ideas?|some|few|couple)\b/iu;
/** "How do I make hashtags?" is a question about AdReel; "what hooks would work for my mat?" a request. */
const HOW_TO = /^\s*(?:how\b|where\b|can i\b|could i\b|is there\b|does adreel\b|do you support\b|why\b)/iu;
const AGAIN =
  /\b(?:more|again|another|other ones|different ones|new ones|different|others|once more|retry)\b/iu;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  couple: 2,
  few: 3,
};

/** The largest count anyone gets at once. */
export const MAX_COUNT = 20;

/** "three hooks", "5 more headlines", "a couple of captions": the number asked for, if any. */
export function countIn(text: string): number | null {
  const match =
    /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|couple|few)\b(?:\s+(?:of|more|new|other|different|short|catchy|good|great|strong|viral|fresh|killer|punchy|creative|quick|\w+ing))*\s+(?:hash ?tags?|hooks?|captions?|headlines?|titles?|posts?|tweets?|sms|text messages?|descriptions?|articles?|lines?|ideas?|ones|variations?|versions?|options?|more)\b/iu.exec(
      text,
    );
  const raw = match?.[1]?.toLowerCase();
  if (!raw) return null;
  const value = /^\d+$/u.test(raw) ? Number(raw) : (NUMBER_WORDS[raw] ?? null);
  return value === null || value < 1 ? null : Math.min(value, MAX_COUNT);
}

/** The product a request names: what follows "for", "about", "promoting" or "to sell" after the kind. */
export function subjectIn(text: string, kindAt: number): string | null {
  const tail = text.slice(kindAt);
  const match =
    /\b(?:for|about|promoting|to promote|to sell|selling|advertising|to advertise)\s+(.+)$/isu.exec(tail);
  const subject = (match?.[1] ?? '')
    .replace(/\b(?:please|pls|thanks?|thank you)\b.*$/iu, '')
    .replace(/[\s?!.,;:]+$/u, '')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(subject)) return null;
  // "hooks for it", "hooks for that": the subject is the one named before.
  if (/^(?:it|that|this|them|this one|the same(?: one| product)?)$/iu.test(subject)) return null;
  return subject;
}

/** "… für AlignRight", "… pour Lunara": the product named in another language's request. */
function localSubject(text: string, kindAt: number): string | null {
  const subject =
    LOCAL_FOR.exec(text.slice(kindAt))?.[1]
      ?.replace(/[\s?!.,;:]+$/u, '')
      .trim() ?? '';
  return /[\p{L}\p{N}]/u.test(subject) ? subject : null;
}

/** What the user wants, recognised from the words alone: pure, so every branch is testable. */
export function recogniseIntent(text: string): Intent {
  if (GREETING.test(text)) return { type: 'greeting' };
  const howTo = HOW_TO.test(text);
  // The kind named first wins: "a social post with hashtags" is a post, "hashtags for my post" hashtags.
  const named = [...KINDS, ...LOCAL_KINDS]
    .map(([kind, pattern]) => ({ kind, at: pattern.exec(text)?.index ?? -1 }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (named) {
    const subject = subjectIn(text, named.at) ?? localSubject(text, named.at);
    // A short request ("hashtags for it", "headlines?") needs no verb.
    const asks =
      WRITE.test(text) || LOCAL_WRITE.test(text) || subject !== null || text.trim().split(/\s+/u).length <= 5;
    // "How do I make hashtags?" asks about AdReel; "how can I write hooks for my mat?" wants hooks.
    const aboutOwnProduct = subject !== null && /\b(?:my|our)\b/iu.test(subject);
    if (asks && (!howTo || aboutOwnProduct))
      return { type: 'copy', kind: named.kind, count: countIn(text), subject };
  }
  if (!howTo && AGAIN.test(text) && text.split(/\s+/u).length <= 8)
    return { type: 'again', count: countIn(text) };
  return { type: 'question' };
}
