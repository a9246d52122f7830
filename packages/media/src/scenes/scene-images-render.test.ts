import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, makeScript } from '../../test/fixtures.ts';
import { DEFAULT_RENDER_LOOK } from '../look/look.ts';
import { renderStoryboard } from '../render/storyboard.ts';

/**
 * Issue #13 through the render's own graph: a chosen Pexels photo is fetched and shown, and scenes
 * without a named image never repeat the previous scene's picture.
 */
const RED = 'https://shop.test/red.png';
const BLUE = 'https://shop.test/blue.png';
const PEXELS = 'https://images.pexels.com/photos/7/pexels-photo-7.jpeg?h=650';
const COLOURS: Record<string, string> = { [RED]: '#ff0000', [BLUE]: '#0000ff', [PEXELS]: '#00ff00' };

let root: string;
const fetched: string[] = [];
const fetchImage = async (url: string) => {
  fetched.push(url);
  const background = COLOURS[url];
  if (!background) throw new Error(`unexpected fetch ${url}`);
  return sharp({ create: { width: 800, height: 800, channels: 3, background } })
    .png()
    .toBuffer();
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'scene-images-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The dominant channel of a still's centre: 0 red, 1 green, 2 blue. */
async function centreColour(jpeg: Buffer): Promise<number> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  const rgb = [data[i]!, data[i + 1]!, data[i + 2]!];
  return rgb.indexOf(Math.max(...rgb));
}

describe('scene images in the render', () => {
  it('shows a chosen Pexels photo and alternates the product images around it', async () => {
    const board = await renderStoryboard({
      content: makeScript([
        { duration: 2, background: `Product image 1: ${RED} — hero`, voiceover: 'One.' },
        // Round-robin alone would show red again, right after scene 1's red: blue instead.
        { duration: 2, background: 'a close-up', voiceover: 'Two.' },
        { duration: 2, background: `Pexels photo: ${PEXELS} — in use`, voiceover: 'Three.' },
        { duration: 2, background: 'lifestyle', voiceover: 'Four.' },
        { duration: 2, background: 'cta', voiceover: 'Five.' },
      ]),
      product: makeProduct([RED, BLUE]),
      // Classic shows the whole image, so the centre pixel is the image's own colour.
      look: { ...DEFAULT_RENDER_LOOK, captionStyle: 'minimal' },
      cacheDir: path.join(root, 'cache'),
      workDir: path.join(root, 'work'),
      fetchImage,
      stillWidth: 180,
    });
    const colours = await Promise.all(board.stills.map(centreColour));
    expect(colours).toEqual([0, 2, 1, 0, 2]);
    expect(fetched).toContain(PEXELS);
    expect(colours.every((c, i) => i === 0 || c !== colours[i - 1])).toBe(true);
  });
});
