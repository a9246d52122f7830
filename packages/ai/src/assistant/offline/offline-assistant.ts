import { AIServiceError, EMPTY_TEXT_MESSAGE } from '../../errors.ts';
import type { Assistant, ChatTurn } from '../assistant.ts';
import { createIndex } from './bm25.ts';
import { type HelpEntry, KNOWLEDGE_BASE } from './knowledge-base.ts';
import { terms } from './stem.ts';

export const OFFLINE_LABEL = '(Offline assistant)';

/** Below this a hit is a coincidental word, not an answer. */
const MIN_SCORE = 1.5;
/** A second entry is shown only when it is nearly as relevant as the first. */
const SECOND_RATIO = 0.7;

const GREETING = /^\s*(hi|hello|hey|hallo|good (morning|afternoon|evening)|thanks?|thank you)\b[\s!.?]*$/iu;

function documentTerms(entry: HelpEntry): string[] {
  // The title counts twice: it names the topic most precisely.
  return terms(`${entry.title} ${entry.title} ${entry.keywords} ${entry.answer}`);
}

function topicList(entries: readonly HelpEntry[]): string {
  return entries.map((entry) => `• ${entry.title}`).join('\n');
}

/**
 * The help assistant that works without any AI service: BM25 over a built-in knowledge base.
 * It always says what it is, so nobody mistakes a help-centre answer for a model's advice.
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

  return {
    name: 'offline',
    async reply(history: ChatTurn[], input: string) {
      if (!/[\p{L}\p{N}]/u.test(input)) throw new AIServiceError(EMPTY_TEXT_MESSAGE);
      if (GREETING.test(input)) {
        return `${OFFLINE_LABEL} Hi! I'm AdReel's built-in help assistant. Ask me about any of these topics:\n${topicList(entries)}`;
      }
      // A short follow-up ("and how do I share it?") often needs the previous question's topic.
      const previous = history.filter((turn) => turn.role === 'user').at(-1)?.content ?? '';
      const found = best(input);
      const matches = found.length > 0 ? found : best(`${input} ${previous}`);
      if (matches.length === 0) {
        return `${OFFLINE_LABEL} I couldn't find an answer to that in my help topics. I can help with:\n${topicList(entries)}\n\nTry asking, for example, "How do I create a video?" or "How do I connect Digistore24?". For anything else, contact support (Monday-Friday, 9am-6pm EST).`;
      }
      const [main, extra] = matches;
      const body = `${OFFLINE_LABEL} ${main?.title}\n\n${main?.answer}`;
      return extra ? `${body}\n\nRelated: ${extra.title}\n${extra.answer}` : body;
    },
  };
}
