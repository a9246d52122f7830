import { createHash } from 'node:crypto';
import type { Product, ScriptContent, WalkthroughChapter } from '@adreel/contracts';
import type { EndCardText } from '@adreel/media';
import type { WalkthroughSpec, WalkthroughStep } from './table.ts';

/** The calm music family: a quiet bed under a voice that explains. */
export const WALKTHROUGH_MOOD = 'calm piano';
/** A scene lasts as long as its sentence needs; this is only the floor. */
const MIN_SCENE_S = 2;
const SCREEN_HOST = 'https://walkthrough.invalid/';

/**
 * The address a screenshot goes by inside the render: named after its bytes, so the render's
 * still cache (keyed by address) can never hand back an older screenshot of the same page.
 */
export function screenshotUrl(png: Buffer): string {
  return `${SCREEN_HOST}${createHash('sha256').update(png).digest('hex')}.png`;
}

/** Two steps that open the same page the same way show the same screenshot. */
export function screenKey(step: Pick<WalkthroughStep, 'route' | 'actions'>): string {
  return JSON.stringify([step.route, step.actions ?? []]);
}

/** One scene per step: its screenshot as the background, its sentence as the voiceover. */
export function walkthroughScript(spec: WalkthroughSpec, screens: string[]): ScriptContent {
  if (screens.length !== spec.steps.length) {
    throw new Error(`${spec.id}: ${spec.steps.length} steps but ${screens.length} screenshots`);
  }
  return {
    websiteSummary: spec.summary,
    commentary: spec.summary,
    musicSuggestion: WALKTHROUGH_MOOD,
    reelScript: {
      scenes: spec.steps.map((step, i) => ({
        duration: MIN_SCENE_S,
        // Naming the address pins this screenshot to this scene (see assignSceneImages).
        visual: { background: `Screenshot of ${step.route}: ${screens[i]}`, animation: 'pan up' },
        audio: { voiceover: step.narration, musicMood: WALKTHROUGH_MOOD },
      })),
    },
  };
}

/** The render's "product": the screenshots, AdReel's colours and the walkthrough's title. */
export function walkthroughProduct(spec: WalkthroughSpec, screens: string[]): Product {
  return {
    url: null,
    name: spec.title,
    summary: spec.summary,
    price: null,
    currency: null,
    brand: 'AdReel',
    category: 'Training',
    features: [],
    images: [...new Set(screens)],
    colors: ['#4f46e5', '#ec4899', '#0f172a'],
    language: 'en',
  };
}

export function walkthroughEndCard(spec: WalkthroughSpec): EndCardText {
  return { title: spec.title, price: null, cta: 'Your turn: try it in AdReel now', link: null };
}

/** Chapters for the player: each step's title and sentence at the time its scene starts. */
export function walkthroughChapters(spec: WalkthroughSpec, sceneStartsS: number[]): WalkthroughChapter[] {
  if (sceneStartsS.length !== spec.steps.length) {
    throw new Error(`${spec.id}: ${spec.steps.length} steps but ${sceneStartsS.length} scene starts`);
  }
  return spec.steps.map((step, i) => ({
    title: step.title,
    startS: Math.round(sceneStartsS[i]! * 100) / 100,
    narration: step.narration,
  }));
}
