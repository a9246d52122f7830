import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Obj {
  body: Buffer;
  contentType: string;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Enough of S3's path-style REST API for our client: PutObject, GetObject (with Range),
 * HeadObject, DeleteObject and ListObjectsV2 (paged by max-keys to exercise continuation).
 */
export async function startFakeS3(bucket: string, pageSize = 2) {
  const objects = new Map<string, Obj>();
  const requests: { method: string; path: string; authorization: string | undefined }[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization });
    const [, b, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (b !== bucket) {
      res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(key, { body: await readBody(req), contentType: req.headers['content-type'] ?? '' });
      res.writeHead(200, { etag: '"x"' }).end();
      return;
    }
    if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const start = Number(url.searchParams.get('continuation-token') ?? '0');
      const page = all.slice(start, start + pageSize);
      const truncated = start + pageSize < all.length;
      const contents = page
        .map(
          (k) => `<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(k)?.body.length}</Size></Contents>`,
        )
        .join('');
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
            `<Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
            `<IsTruncated>${truncated}</IsTruncated>` +
            (truncated ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : '') +
            `${contents}</ListBucketResult>`,
        );
      return;
    }
    const obj = objects.get(key);
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    if (!obj) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end(
        req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>nope</Message></Error>',
      );
      return;
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    const body = range ? obj.body.subarray(Number(range[1]), Number(range[2]) + 1) : obj.body;
    const headers: Record<string, string> = {
      'content-type': obj.contentType,
      'content-length': String(body.length),
      etag: '"x"',
    };
    if (range) headers['content-range'] = `bytes ${range[1]}-${range[2]}/${obj.body.length}`;
    res.writeHead(range ? 206 : 200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
