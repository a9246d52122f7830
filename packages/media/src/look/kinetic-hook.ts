import { captionBox } from '../captions/captions.ts';
import { kineticLayout } from '../captions/kinetic-type.ts';
import type { PlacedCaptions } from './caption-place.ts';
import type { DressedScene } from './dress.ts';

/**
 * A hook with no picture behind it is told in kinetic type (issue 36): the first scene's captions
 * become a centred title that builds up word by word over the designed motion. Scenes with a
 * picture, and every later scene, keep their placed captions.
 */
export function withKineticHook(
  captions: PlacedCaptions[],
  dressed: Pick<DressedScene, 'background'>[],
): PlacedCaptions[] {
  const [first, ...rest] = captions;
  if (!first || !dressed[0]?.background.layers?.length) return captions;
  const layout = kineticLayout(first.layout);
  return [{ ...first, layout, band: captionBox(layout) }, ...rest];
}
