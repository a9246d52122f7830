import type { Beat } from './beats.ts';
import { MAX_SCENES, MAX_TOTAL_SECONDS, MIN_SCENES, MIN_TOTAL_SECONDS, sceneSeconds } from './timing.ts';

function total(beats: readonly Beat[]): number {
  return beats.reduce((sum, beat) => sum + sceneSeconds(beat.voiceover), 0);
}

function isMiddle(beat: Beat): boolean {
  return beat.role === 'benefit' || beat.role === 'proof';
}

/**
 * Orders beats as hook, benefits, offer, call to action and keeps the ad within 15–60 s and
 * 3–8 scenes: short ads get padding beats (inserted before the offer), long ads lose middle
 * benefits from the back, since the first benefits are the strongest.
 */
export function fitDuration(
  hook: Beat,
  middle: readonly Beat[],
  offer: Beat | null,
  cta: Beat,
  pads: readonly Beat[],
): Beat[] {
  const body = [...middle];
  const tail = offer ? [offer, cta] : [cta];
  const build = () => [hook, ...body, ...tail];
  const queue = [...pads];
  let next = queue.shift();
  while (
    next &&
    (total(build()) < MIN_TOTAL_SECONDS || build().length < MIN_SCENES) &&
    build().length < MAX_SCENES
  ) {
    body.push(next);
    next = queue.shift();
  }
  while (build().length > MAX_SCENES || (total(build()) > MAX_TOTAL_SECONDS && build().length > MIN_SCENES)) {
    const index = body.findLastIndex(isMiddle);
    if (index < 0) break;
    body.splice(index, 1);
  }
  return build();
}
