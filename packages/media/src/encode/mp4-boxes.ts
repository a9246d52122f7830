/** One ISO BMFF box: its four-character type, where it sits in the file, and its child boxes. */
export interface Mp4Box {
  type: string;
  /** Offset of the box's first byte (its size field). */
  start: number;
  /** Offset just past the box. */
  end: number;
  /** Offset of the payload (after size, type and any 64-bit size). */
  bodyStart: number;
  children: Mp4Box[];
}

/** One edit of an `elst` box: which stretch of the media plays, for how long (movie timescale). */
export interface EditListEntry {
  segmentDuration: number;
  /** -1 is an empty edit (a gap before the media starts). */
  mediaTime: number;
}

export interface Mp4Track {
  /** The `hdlr` handler type: 'vide', 'soun', 'text', 'sbtl', 'subt', … */
  handler: string;
  /** The track's edit list, or null when it has no `edts`/`elst` box. */
  editList: EditListEntry[] | null;
}

export interface Mp4Layout {
  /** The top-level box types in file order (faststart puts `moov` before `mdat`). */
  topLevel: string[];
  tracks: Mp4Track[];
}

/** Boxes that hold only other boxes, as far as the checks here need to descend. */
const CONTAINERS = new Set([
  'moov',
  'trak',
  'edts',
  'mdia',
  'minf',
  'stbl',
  'dinf',
  'udta',
  'mvex',
  'moof',
  'traf',
]);

/**
 * Walks the boxes in `buf[from, to)`, descending into containers. Throws on a box whose size runs
 * past its parent, so a truncated or non-MP4 file is reported rather than half-read.
 */
export function parseMp4Boxes(buf: Buffer, from = 0, to = buf.length): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let bodyStart = at + 8;
    if (size === 1) {
      if (at + 16 > to) throw new Error(`Truncated 64-bit size of '${type}' box at byte ${at}`);
      size = Number(buf.readBigUInt64BE(at + 8));
      bodyStart = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    const end = at + size;
    if (end < bodyStart || end > to) throw new Error(`The '${type}' box at byte ${at} runs past its parent`);
    const children = CONTAINERS.has(type) ? parseMp4Boxes(buf, bodyStart, end) : [];
    boxes.push({ type, start: at, end, bodyStart, children });
    at = end;
  }
  if (at !== to) throw new Error(`${to - at} stray bytes at byte ${at}`);
  return boxes;
}

function child(box: Mp4Box, ...path: string[]): Mp4Box | undefined {
  let b: Mp4Box | undefined = box;
  for (const type of path) b = b?.children.find((c) => c.type === type);
  return b;
}

/** Entries of an `elst` box (full box: version 0 has 32-bit fields, version 1 64-bit). */
export function editListEntries(buf: Buffer, elst: Mp4Box): EditListEntry[] {
  const version = buf.readUInt8(elst.bodyStart);
  const count = buf.readUInt32BE(elst.bodyStart + 4);
  const entries: EditListEntry[] = [];
  let at = elst.bodyStart + 8;
  for (let i = 0; i < count; i++) {
    if (version === 1) {
      entries.push({
        segmentDuration: Number(buf.readBigUInt64BE(at)),
        mediaTime: Number(buf.readBigInt64BE(at + 8)),
      });
      at += 20;
    } else {
      entries.push({ segmentDuration: buf.readUInt32BE(at), mediaTime: buf.readInt32BE(at + 4) });
      at += 12;
    }
  }
  return entries;
}

/** What a platform's upload check looks at: box order, and each track's kind and edit list. */
export function mp4Layout(buf: Buffer): Mp4Layout {
  const top = parseMp4Boxes(buf);
  const moov = top.find((b) => b.type === 'moov');
  const tracks = (moov?.children ?? [])
    .filter((b) => b.type === 'trak')
    .map((trak) => {
      const hdlr = child(trak, 'mdia', 'hdlr');
      // hdlr: version/flags (4), pre_defined (4), then the handler type.
      const handler = hdlr ? buf.toString('latin1', hdlr.bodyStart + 8, hdlr.bodyStart + 12) : '';
      const elst = child(trak, 'edts', 'elst');
      return { handler, editList: elst ? editListEntries(buf, elst) : null };
    });
  return { topLevel: top.map((b) => b.type), tracks };
}
