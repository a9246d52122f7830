import { fitFontSize, textWidth } from '../captions/text-fit.ts';

/** One line of the badge: its text, font size and baseline (badge pixels, centred across). */
export interface BadgeLine {
  text: string;
  size: number;
  baseline: number;
}

/** The offer badge's shape and words, measured so every line fits inside the shape. */
export interface BadgeLayout {
  shape: 'disc' | 'pill';
  width: number;
  height: number;
  label: BadgeLine;
  main: BadgeLine;
  /** The room each line may take across (pixels, centred): what the tests compare text widths with. */
  room: { label: number; main: number };
}

/** The widest a pill badge may grow, in disc diameters (wide formats keep the product left of it). */
export const BADGE_MAX_WIDTH = 1.5;

/**
 * The offer badge for a price (or the sale word) in the video's language, `size` pixels high: a disc
 * while the main line fits inside it at a readable size (at least 19% of the disc), else a pill wide
 * enough for it ("R$ 1.299,00", "34,99 US$"), at most BADGE_MAX_WIDTH discs wide, the font shrinking
 * past that. The label above it ("NUR", "SOLO") shrinks to its own room.
 */
export function badgeLayout(
  price: string | null,
  size: number,
  words: { only: string; special: string; sale: string },
): BadgeLayout {
  const label = price ? words.only : words.special;
  const main = price ?? words.sale;
  const big = 0.26 * size;
  const readable = 0.19 * size;
  // Inside a disc the main line's band (around 0.1 below the centre) is about 0.93 of the diameter
  // across; 0.78 leaves the stroke and a margin clear. The label sits higher, where it is narrower.
  const discRoom = { label: 0.62 * size, main: 0.78 * size };
  let shape: BadgeLayout['shape'] = 'disc';
  let width = size;
  let room = discRoom;
  let mainSize = fitFontSize(main, discRoom.main, big);
  if (mainSize < readable) {
    // A stadium: straight sides between two half-discs; the text keeps a quarter-disc from each end.
    shape = 'pill';
    const pad = 0.3 * size;
    width = Math.min(Math.ceil(textWidth(main, readable) + pad), Math.round(BADGE_MAX_WIDTH * size));
    room = { label: width - pad, main: width - pad };
    mainSize = fitFontSize(main, room.main, readable);
  }
  const labelSize = fitFontSize(label, room.label, 0.13 * size);
  return {
    shape,
    width,
    height: size,
    label: { text: label, size: labelSize, baseline: Math.round(size / 2 - 0.08 * size) },
    main: { text: main, size: mainSize, baseline: Math.round(size / 2 + 0.16 * size) },
    room,
  };
}
