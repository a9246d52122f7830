import { z } from 'zod';
import { MAX_HOOKS, type ScriptContent } from './script.ts';
import { createVideoBodySchema, videoStatusResponseSchema } from './videos.ts';

/** Variant videos are labelled A, B, C, D in the order they are made (the original first, when included). */
export const VARIANT_LABELS = ['A', 'B', 'C', 'D'] as const;
export type VariantLabel = (typeof VARIANT_LABELS)[number];

export const NO_HOOKS_MESSAGE = 'Choose at least one hook';
export const DUPLICATE_HOOKS_MESSAGE = 'Each hook can be chosen only once';
export const TOO_FEW_VARIANTS_MESSAGE = 'Choose at least two versions to compare (a hook and the original)';
export const missingHookMessage = (n: number) => `Hook ${n} does not exist in this script`;

/**
 * POST /videos/variants: the create body (script, edited content, look and whatever else create
 * takes) plus which alternative hooks to render — 1-based numbers into `content.hooks` — and whether
 * the script's own first scene is one of the versions. Every version is one video.
 */
export const createVariantsBodySchema = createVideoBodySchema
  .extend({
    hooks: z
      .array(
        z
          .number({ error: 'Hooks are numbers 1 to 3' })
          .int('Hooks are numbers 1 to 3')
          .min(1, 'Hooks are numbers 1 to 3')
          .max(MAX_HOOKS, 'Hooks are numbers 1 to 3'),
        { error: 'hooks must be a list of hook numbers' },
      )
      .min(1, NO_HOOKS_MESSAGE)
      .max(MAX_HOOKS, `Choose at most ${MAX_HOOKS} hooks`)
      .refine((hooks) => new Set(hooks).size === hooks.length, DUPLICATE_HOOKS_MESSAGE),
    includeOriginal: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    const available = body.content.hooks?.length ?? 0;
    for (const [i, n] of body.hooks.entries()) {
      if (n > available) ctx.addIssue({ code: 'custom', path: ['hooks', i], message: missingHookMessage(n) });
    }
    if (body.hooks.length + (body.includeOriginal ? 1 : 0) < 2) {
      ctx.addIssue({ code: 'custom', path: ['hooks'], message: TOO_FEW_VARIANTS_MESSAGE });
    }
  });
export type CreateVariantsBody = z.infer<typeof createVariantsBodySchema>;

export const variantVideoSchema = videoStatusResponseSchema.extend({ variantLabel: z.string() });

/** Answer of POST /videos/variants: the group id and one status object per variant, A first. */
export const createVariantsResponseSchema = z.object({
  variantGroupId: z.string(),
  videos: z.array(variantVideoSchema),
});
export type CreateVariantsResponse = z.infer<typeof createVariantsResponseSchema>;

export interface VariantContent {
  label: VariantLabel;
  /** 0 for the script's own first scene, else the 1-based hook number. */
  hook: number;
  content: ScriptContent;
}

/**
 * One script per version: scene 1 replaced by the chosen hook, every other scene untouched (so the
 * render cache serves them), and the hook list dropped — a variant is a finished script. The
 * original comes first when included; hooks follow in the order asked.
 */
export function variantContents(
  content: ScriptContent,
  hooks: readonly number[],
  includeOriginal: boolean,
): VariantContent[] {
  const { hooks: proposed = [], ...script } = content;
  const [, ...rest] = script.reelScript.scenes;
  const lettered = letterVariants(hooks, includeOriginal);
  if (lettered.length < hooks.length + (includeOriginal ? 1 : 0)) throw new RangeError('Too many variants');
  return lettered.map(({ label, hook }) => {
    const first = hook === 0 ? script.reelScript.scenes[0] : proposed[hook - 1];
    if (!first) throw new RangeError(`No hook ${hook}`);
    return { label, hook, content: { ...script, reelScript: { scenes: [first, ...rest] } } };
  });
}

/**
 * How a variants request is lettered (the server's rows and the review page's preview both use it):
 * the original first scene as A when included, then the hooks in the order given. `hook` is 0 for
 * the original, else the 1-based hook number; versions beyond the last letter are left out.
 */
export function letterVariants(
  hooks: readonly number[],
  includeOriginal: boolean,
): { label: VariantLabel; hook: number }[] {
  return [...(includeOriginal ? [0] : []), ...hooks].flatMap((hook, i) => {
    const label = VARIANT_LABELS[i];
    return label ? [{ label, hook }] : [];
  });
}

/** "Variants A/B/C" */
export function variantGroupTitle(labels: readonly string[]): string {
  return `Variants ${[...labels].sort().join('/')}`;
}
