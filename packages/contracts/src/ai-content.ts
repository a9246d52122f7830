import { z } from 'zod';
import { languageField } from './languages.ts';
import { safeText } from './text.ts';

/** The six AI copy generators (spec §2.22, §7.6): the path segment after /api/ai-content/. */
export const AI_CONTENT_KINDS = [
  'headline',
  'description',
  'article',
  'social-post',
  'sms',
  'hashtags',
] as const;
export type AiContentKind = (typeof AI_CONTENT_KINDS)[number];
export const aiContentKindSchema = z.enum(AI_CONTENT_KINDS);
/** POST /api/ai-content/{kind} path: any text here; an unknown kind is a 404, whatever the body says. */
export const aiContentKindParamsSchema = z.object({ kind: safeText() });

/** Longest input a generator accepts. */
export const AI_CONTENT_INPUT_MAX = 2000;
export const AI_INPUT_REQUIRED_MESSAGE = 'Please enter some text to work with.';
export const AI_INPUT_TOO_LONG_MESSAGE = `Please keep the input to ${AI_CONTENT_INPUT_MAX.toLocaleString('en-US')} characters or fewer.`;

/** POST /api/ai-content/{kind} body. */
export const aiContentBodySchema = z.object({
  input: safeText({ message: AI_INPUT_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: AI_INPUT_REQUIRED_MESSAGE })
    .max(AI_CONTENT_INPUT_MAX, { message: AI_INPUT_TOO_LONG_MESSAGE }),
  /**
   * Which press of the generate button this is, 0 for the first. The same input and seed give the
   * same result; the next seed gives a fresh variant. Optional: clients that omit it get seed 0.
   */
  seed: z.number().int().min(0).max(1_000_000).optional(),
  /** The language to write in (issue 25); absent: the language of the input or of the linked page. */
  language: languageField.optional(),
});
export type AiContentBody = z.infer<typeof aiContentBodySchema>;

/** Spec §3 AI content response. */
export const aiContentResponseSchema = z.object({ result: z.string() });
export type AiContentResponse = z.infer<typeof aiContentResponseSchema>;

/** Per-kind page texts; `error` is the inline message of spec §8. */
export const AI_CONTENT_PAGES: Record<
  AiContentKind,
  { title: string; label: string; placeholder: string; submit: string; error: string }
> = {
  headline: {
    title: 'AI Headline Generator',
    label: 'What is your product or offer about?',
    placeholder: 'e.g. A posture corrector that reminds you to sit up straight',
    submit: 'Generate Headlines',
    error: 'Error generating headline.',
  },
  description: {
    title: 'AI Description Generator',
    label: 'Describe your product or offer',
    placeholder: 'e.g. Breathable mesh posture corrector with a gentle vibration reminder',
    submit: 'Generate Description',
    error: 'Error generating description.',
  },
  article: {
    title: 'AI Article Generator',
    label: 'Article topic',
    placeholder: 'e.g. 5 habits that fix bad posture at your desk',
    submit: 'Generate Article',
    error: 'Error generating article.',
  },
  'social-post': {
    title: 'AI Social Media Post Generator',
    label: 'What should the post promote?',
    placeholder: 'e.g. Our 60-day money-back posture corrector',
    submit: 'Generate Post',
    error: 'Error generating social media post.',
  },
  sms: {
    title: 'AI SMS Generator',
    label: 'What should the SMS promote?',
    placeholder: 'e.g. Weekend sale: 20% off the AlignRight Posture Corrector',
    submit: 'Generate SMS',
    error: 'Error generating SMS.',
  },
  hashtags: {
    title: 'AI Hashtag Generator',
    label: 'Topic for your hashtags',
    placeholder: 'e.g. posture, home office, back pain relief',
    submit: 'Generate Hashtags',
    error: 'Error generating hashtags.',
  },
};
