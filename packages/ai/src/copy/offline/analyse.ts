import { findName } from '../../text/guess-name.ts';
import { keywords } from '../../text/keywords.ts';
import { sentences } from '../../text/sentences.ts';
import { titleCase } from '../../text/title-case.ts';
import { asSentence, clip, truncateWords, words } from '../../text/words.ts';

export interface CopyBrief {
  /** What the copy is about, title-cased: a product name or the input's first words. */
  topic: string;
  /** Telling words, most frequent first; none of them repeats the topic. */
  keywords: string[];
  /** The input's own claims, as clean sentences of bounded length. */
  points: string[];
}

/** Everything the offline copy templates need from a free-text input, computed once. */
/** A name if the input has one; a short input is its own topic; otherwise its two strongest keywords. */
function topicOf(input: string): string {
  const name = findName(input);
  if (name) return name;
  const all = words(input);
  if (all.length <= 4) return all.join(' ');
  const top = keywords(input, 2);
  return top.length > 0 ? top.join(' ') : all.slice(0, 3).join(' ');
}

export function analyse(input: string): CopyBrief {
  const topic = clip(titleCase(topicOf(input)), 60, '');
  const topicWords = new Set(topic.toLowerCase().split(/\s+/u));
  const points = sentences(input)
    .map((sentence) => asSentence(clip(truncateWords(sentence, 24), 200)))
    .filter((sentence) => sentence.split(/\s+/u).length >= 3)
    .slice(0, 6);
  return { topic, keywords: keywords(input, 12).filter((word) => !topicWords.has(word)), points };
}
