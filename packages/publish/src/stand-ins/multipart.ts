import type { IncomingMessage } from 'node:http';
import { BodyTooLarge } from './core.ts';

export interface MultipartResult {
  /** Text fields; a repeated name (platform[]) keeps every value. */
  fields: Map<string, string[]>;
  /** File fields: bytes counted and the first eight kept, never the content. */
  files: Map<string, { filename: string; length: number; head: Buffer }>;
}

export function boundaryOf(contentType: string | undefined): string | null {
  const m = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2] ?? null) : null;
}

/**
 * Reads a multipart/form-data body as it streams in, holding only text fields (each at most
 * `fieldBytes`, at most `maxFields`) and a few bytes of each file: an upload is counted, never kept.
 */
export async function readMultipart(
  req: AsyncIterable<Buffer | string> & Partial<Pick<IncomingMessage, 'headers'>>,
  boundary: string,
  limits: { totalBytes: number; fieldBytes: number; maxFields: number },
): Promise<MultipartResult> {
  const out: MultipartResult = { fields: new Map(), files: new Map() };
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first boundary has no CRLF before it: prefix one so every boundary looks alike.
  let buf: Buffer = Buffer.from('\r\n');
  let state: 'preamble' | 'headers' | 'body' | 'done' = 'preamble';
  let total = 0;
  let fieldCount = 0;
  let part: { name: string; filename: string | null; text: Buffer[]; size: number; head: Buffer } | null =
    null;

  const take = (data: Buffer) => {
    if (!part || data.length === 0) return;
    part.size += data.length;
    if (part.filename !== null) {
      if (part.head.length < 8)
        part.head = Buffer.concat([part.head, data.subarray(0, 8 - part.head.length)]);
    } else {
      if (part.size > limits.fieldBytes) throw new BodyTooLarge(limits.fieldBytes);
      part.text.push(data);
    }
  };
  const finish = () => {
    if (!part) return;
    if (part.filename !== null)
      out.files.set(part.name, { filename: part.filename, length: part.size, head: part.head });
    else {
      const list = out.fields.get(part.name) ?? [];
      list.push(Buffer.concat(part.text).toString('utf8'));
      out.fields.set(part.name, list);
    }
    part = null;
  };

  const step = (): boolean => {
    if (state === 'preamble' || state === 'body') {
      const at = buf.indexOf(delimiter);
      if (at < 0) {
        // Keep what could be the start of a delimiter; the rest is part data.
        const keep = Math.min(buf.length, delimiter.length + 1);
        if (state === 'body') take(buf.subarray(0, buf.length - keep));
        buf = buf.subarray(buf.length - keep);
        return false;
      }
      if (state === 'body') {
        take(buf.subarray(0, at));
        finish();
      }
      const after = buf.subarray(at + delimiter.length);
      if (after.length < 2) return false;
      if (after.subarray(0, 2).toString() === '--') {
        state = 'done';
        return false;
      }
      buf = after.subarray(2);
      state = 'headers';
      return true;
    }
    if (state === 'headers') {
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) {
        if (buf.length > 4096) throw new BodyTooLarge(4096);
        return false;
      }
      const headers = buf.subarray(0, end).toString('utf8');
      buf = buf.subarray(end + 4);
      const name = /\bname="([^"]*)"/i.exec(headers)?.[1] ?? '';
      const filename = /\bfilename="([^"]*)"/i.exec(headers)?.[1] ?? null;
      fieldCount += 1;
      if (fieldCount > limits.maxFields) throw new BodyTooLarge(limits.maxFields);
      part = { name, filename, text: [], size: 0, head: Buffer.alloc(0) };
      state = 'body';
      return true;
    }
    return false;
  };

  for await (const chunk of req) {
    const c = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += c.length;
    if (total > limits.totalBytes) throw new BodyTooLarge(limits.totalBytes);
    if ((state as string) === 'done') continue;
    buf = buf.length ? Buffer.concat([buf, c]) : c;
    while (step()) {
      /* each step consumes a boundary or a part's headers */
    }
  }
  return out;
}
