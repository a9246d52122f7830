import { detectLanguage, type LanguageCode } from '@adreel/contracts';
import { AIServiceError, EMPTY_TEXT_MESSAGE } from '../../errors.ts';
import { type Assistant, type AssistantContext, type ChatTurn, firstUrl } from '../assistant.ts';
import { createIndex } from './bm25.ts';
import { copyAnswer } from './copy-answer.ts';
import { type CopyRequestKind, type Intent, recogniseIntent } from './intent.ts';
import { type HelpEntry, KNOWLEDGE_BASE } from './knowledge-base.ts';
import { answerProductQuestion } from './product-facts.ts';
import { terms } from './stem.ts';

export const OFFLINE_LABEL = '(Offline assistant)';

/** Said first when someone asks a question in another language: the offline help is English. */
const ENGLISH_ONLY: Record<Exclude<LanguageCode, 'en'>, string> = {
  de: 'Offline antworte ich auf Fragen nur auf Englisch; mit einem KI-Schlüssel (Settings → Integrations) antworte ich auf Deutsch.',
  es: 'Sin conexión solo respondo preguntas en inglés; con una clave de IA (Settings → Integrations) respondo en español.',
  fr: 'Hors ligne, je ne réponds aux questions qu’en anglais; avec une clé d’IA (Settings → Integrations), je réponds en français.',
  it: 'Offline rispondo alle domande solo in inglese; con una chiave IA (Settings → Integrations) rispondo in italiano.',
  pt: 'Offline só respondo a perguntas em inglês; com uma chave de IA (Settings → Integrations) respondo em português.',
  nl: 'Offline beantwoord ik vragen alleen in het Engels; met een AI-sleutel (Settings → Integrations) antwoord ik in het Nederlands.',
  pl: 'Offline odpowiadam na pytania tylko po angielsku; z kluczem AI (Settings → Integrations) odpowiadam po polsku.',
};

/** Below this a hit is a coincidental word, not an answer. */
const MIN_SCORE = 1.5;
/** A second entry is shown only when it is nearly as relevant as the first. */
const SECOND_RATIO = 0.7;

function documentTerms(entry: HelpEntry): string[] {
  // The title counts twice: it names the topic most precisely.
  return terms(`${entry.title} ${entry.title} ${entry.keywords} ${entry.answer}`);
}

/** Said plainly, whenever the assistant has nothing better: what it can do without an AI service. */
function capabilities(entries: readonly HelpEntry[]): string {
  return [
    'Here is what I can do:',
    '• Write hooks, headlines, captions, hashtags, a product description, an SMS, a social post or an article for your product. Name it or paste its link, for example "Write three hooks for my posture corrector" or "5 headlines for https://…".',
    '• Answer questions about using AdReel, for example "How do I create a video?" or "How do I connect Digistore24?".',
    `Help topics: ${entries.map((entry) => entry.title).join('; ')}.`,
    'For anything else, contact support (Monday-Friday, 9am-6pm EST).',
  ].join('\n');
}

interface Subject {
  kind: CopyRequestKind;
  count: number | null;
  subject: string | null;
}

/** The latest copy request in the conversation: what "more" repeats and what "hooks for it" refers to. */
function previousRequest(history: readonly ChatTurn[]): Subject | null {
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const intent = recogniseIntent(turn.content);
    if (intent.type === 'copy') return intent;
  }
  return null;
}

/** The product the conversation is about: named now, else named in an earlier request. */
function previousSubject(history: readonly ChatTurn[]): string | null {
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const intent = recogniseIntent(turn.content);
    if (intent.type === 'copy' && intent.subject) return intent.subject;
  }
  return null;
}

/**
 * The assistant that works without any AI service. It recognises what is asked: copy (hooks,
 * headlines, captions, hashtags, descriptions, SMS, posts, articles) is written for the product the
 * user names or links, with the same product-aware templates as the AI Content pages; a price or
 * audience question about a product the user made a script from is answered from that product's
 * facts; other questions from the help articles (BM25); anything else gets a plain list of what it can do. It
 * always says what it is, so nobody mistakes a template for a model's advice.
 */
export function createOfflineAssistant(entries: readonly HelpEntry[] = KNOWLEDGE_BASE): Assistant {
  const index = createIndex(entries.map(documentTerms));

  function best(query: string): HelpEntry[] {
    const hits = index.search(terms(query));
    const [first, second] = hits;
    if (!first || first.score < MIN_SCORE) return [];
    const chosen = [first];
    if (second && second.score >= first.score * SECOND_RATIO) chosen.push(second);
    return chosen.map((hit) => entries[hit.index]).filter((entry): entry is HelpEntry => entry !== undefined);
  }

  async function writeCopy(
    request: Subject,
    history: readonly ChatTurn[],
    context: AssistantContext,
    language?: LanguageCode,
  ): Promise<string> {
    const subject = request.subject ?? previousSubject(history);
    const url = firstUrl(subject ?? '');
    const product = url && context.findProduct ? await context.findProduct(url) : null;
    if (!subject || (url && !product && !subject.replace(url, '').match(/[\p{L}\p{N}]{3}/u))) {
      return url
        ? `${OFFLINE_LABEL} I couldn't read the product page at ${url}. Tell me the product's name and what it does instead, for example "Write three hooks for AlignRight, a posture corrector for desk workers".`
        : `${OFFLINE_LABEL} Which product should I write for? Tell me its name and what it does, or paste its link, for example "Write three hooks for AlignRight, a posture corrector for desk workers".`;
    }
    // Each answer in the conversation is a fresh press: asking again gives new variants.
    const seed = history.filter((turn) => turn.role === 'assistant').length;
    return `${OFFLINE_LABEL} ${copyAnswer({ kind: request.kind, count: request.count, subject, product, seed, language })}`;
  }

  function answerQuestion(history: readonly ChatTurn[], input: string): string {
    // A short follow-up ("and how do I share it?") often needs the previous question's topic.
    const lastUser = history.filter((turn) => turn.role === 'user').at(-1)?.content ?? '';
    const previous = recogniseIntent(lastUser).type === 'question' ? lastUser : '';
    const found = best(input);
    const matches = found.length > 0 ? found : best(`${input} ${previous}`);
    if (matches.length === 0) {
      return `${OFFLINE_LABEL} I can't answer that one offline. ${capabilities(entries)}`;
    }
    const [main, extra] = matches;
    const body = `${OFFLINE_LABEL} ${main?.title}\n\n${main?.answer}`;
    return extra ? `${body}\n\nRelated: ${extra.title}\n${extra.answer}` : body;
  }

  return {
    name: 'offline',
    async reply(history: ChatTurn[], input: string, context: AssistantContext = {}) {
      if (!/[\p{L}\p{N}]/u.test(input)) throw new AIServiceError(EMPTY_TEXT_MESSAGE);
      const intent: Intent = recogniseIntent(input);
      if (intent.type === 'greeting') {
        return `${OFFLINE_LABEL} Hi! I'm AdReel's built-in assistant. ${capabilities(entries)}`;
      }
      // Copy is written in the language the user writes in (issue 25).
      const language = detectLanguage(input).code ?? undefined;
      if (intent.type === 'copy') return writeCopy(intent, history, context, language);
      if (intent.type === 'again') {
        const previous = previousRequest(history);
        if (previous)
          return writeCopy({ ...previous, count: intent.count ?? previous.count }, history, context);
      }
      // "How much is the lamp?", "who is AlignRight for?": the scripted product's own facts.
      const facts = context.scriptedProducts
        ? answerProductQuestion(input, await context.scriptedProducts())
        : null;
      if (facts) return `${OFFLINE_LABEL} ${facts}`;
      const answer = answerQuestion(history, input);
      // The help articles are English: say so in the user's language.
      return language && language !== 'en'
        ? answer.replace(OFFLINE_LABEL, `${OFFLINE_LABEL} ${ENGLISH_ONLY[language]}\n\n`)
        : answer;
    },
  };
}
