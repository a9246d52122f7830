import { describe, expect, it } from 'vitest';
import { mp4Layout, parseMp4Boxes } from './mp4-boxes.ts';

function box(type: string, ...body: Buffer[]): Buffer {
  const payload = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
}

function hdlr(handler: string): Buffer {
  const body = Buffer.alloc(25);
  body.write(handler, 8, 'latin1');
  return box('hdlr', body);
}

function elst(version: 0 | 1, entries: [number, number][]): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt8(version, 0);
  head.writeUInt32BE(entries.length, 4);
  const rows = entries.map(([duration, mediaTime]) => {
    const row = Buffer.alloc(version === 1 ? 20 : 12);
    if (version === 1) {
      row.writeBigUInt64BE(BigInt(duration), 0);
      row.writeBigInt64BE(BigInt(mediaTime), 8);
      row.writeUInt32BE(0x10000, 16);
    } else {
      row.writeUInt32BE(duration, 0);
      row.writeInt32BE(mediaTime, 4);
      row.writeUInt32BE(0x10000, 8);
    }
    return row;
  });
  return box('elst', head, ...rows);
}

const trak = (handler: string, edits?: Buffer) =>
  box(
    'trak',
    box('tkhd', Buffer.alloc(84)),
    ...(edits ? [box('edts', edits)] : []),
    box('mdia', hdlr(handler)),
  );
const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));

describe('mp4Layout', () => {
  it('lists top-level boxes in file order and each track with its handler and edit list', () => {
    const file = Buffer.concat([
      ftyp,
      box(
        'moov',
        box('mvhd', Buffer.alloc(100)),
        trak('vide', elst(0, [[10267, 6000]])),
        trak('soun', elst(1, [[10282, 1024]])),
        trak('sbtl'),
      ),
      box('free'),
      box('mdat', Buffer.alloc(32)),
    ]);
    expect(mp4Layout(file)).toEqual({
      topLevel: ['ftyp', 'moov', 'free', 'mdat'],
      tracks: [
        { handler: 'vide', editList: [{ segmentDuration: 10267, mediaTime: 6000 }] },
        { handler: 'soun', editList: [{ segmentDuration: 10282, mediaTime: 1024 }] },
        { handler: 'sbtl', editList: null },
      ],
    });
  });

  it('reads an empty edit (media time −1) and a file whose mdat comes first', () => {
    const file = Buffer.concat([
      ftyp,
      box('mdat', Buffer.alloc(16)),
      box(
        'moov',
        trak(
          'text',
          elst(0, [
            [500, -1],
            [1000, 0],
          ]),
        ),
      ),
    ]);
    const layout = mp4Layout(file);
    expect(layout.topLevel).toEqual(['ftyp', 'mdat', 'moov']);
    expect(layout.tracks[0]!.editList).toEqual([
      { segmentDuration: 500, mediaTime: -1 },
      { segmentDuration: 1000, mediaTime: 0 },
    ]);
  });
});

describe('parseMp4Boxes', () => {
  it('follows a 64-bit size and a size of 0 (to the end of the file)', () => {
    const large = Buffer.alloc(16 + 4);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(20n, 8);
    const toEnd = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('free', 'latin1'), Buffer.alloc(5)]);
    const boxes = parseMp4Boxes(Buffer.concat([ftyp, large, toEnd]));
    expect(boxes.map((b) => [b.type, b.end - b.start])).toEqual([
      ['ftyp', ftyp.length],
      ['mdat', 20],
      ['free', 13],
    ]);
    expect(boxes[1]!.bodyStart - boxes[1]!.start).toBe(16);
  });

  it('descends moov > trak > edts > elst', () => {
    const [moov] = parseMp4Boxes(box('moov', trak('vide', elst(0, [[1, 0]]))));
    expect(moov!.children[0]!.children.map((b) => b.type)).toEqual(['tkhd', 'edts', 'mdia']);
    expect(moov!.children[0]!.children[1]!.children[0]!.type).toBe('elst');
  });

  it('refuses a box that runs past its parent, and stray bytes', () => {
    const cut = box('moov', trak('vide')).subarray(0, 40);
    expect(() => parseMp4Boxes(cut)).toThrow(/runs past its parent/);
    expect(() => parseMp4Boxes(Buffer.concat([ftyp, Buffer.from([1, 2, 3])]))).toThrow(/stray bytes/);
  });
});
