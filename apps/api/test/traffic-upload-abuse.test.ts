import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, uniqueEmail, uniqueIp } from './harness.ts';

// Abuse of the one multipart route over a real socket: inject() cannot stall a connection, so the
// app listens on a free port and each test writes raw HTTP. Every request must be answered
// (400/413/415, never 5xx, never silence) and leave no temp folder and no file handle behind.

const UPLOAD_TIMEOUT_MS = 500;
/** Far past the upload deadline: a request still unanswered by then has hung. */
const HANG_MS = 5_000;
const PATH = '/api/traffic/uploads';
const BOUNDARY = '----adreelAbuse7MA4YWxkTrZu0gW';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4096, 7),
]);

let h: Harness;
let port: number;
let token: string;

beforeAll(async () => {
  h = await createHarness({ UPLOAD_TIMEOUT_MS: String(UPLOAD_TIMEOUT_MS) });
  const email = uniqueEmail('upload-abuse');
  const password = 'abuse-pass-1';
  const ip = uniqueIp();
  const signup = await h.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Abuse', email, password },
    remoteAddress: ip,
  });
  expect(signup.statusCode).toBe(201);
  const signin = await h.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
  });
  expect(signin.statusCode).toBe(200);
  token = signin.json().token;
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on TCP');
  port = address.port;
});
afterAll(async () => h?.close());

// ---- building bodies -------------------------------------------------------------------------

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (file: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
  ]);
const CLOSING = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A well-formed upload of one PNG: the control every broken variant is cut from. */
const goodBody = () => Buffer.concat([Buffer.from(fieldPart('kind', 'image')), filePart(PNG), CLOSING]);
/** The same upload with its closing boundary missing: the body stops right after the file's bytes. */
const unclosedBody = () => Buffer.concat([Buffer.from(fieldPart('kind', 'image')), filePart(PNG)]);
/** Nine text fields (the route allows four) before the file, properly closed. */
const manyFieldsBody = () =>
  Buffer.concat([
    Buffer.from(fieldPart('kind', 'image')),
    ...Array.from({ length: 8 }, (_, i) => Buffer.from(fieldPart(`extra${i}`, 'x'))),
    filePart(PNG),
    CLOSING,
  ]);
/** Two files where one is allowed: the first must not be kept. */
const twoFilesBody = () =>
  Buffer.concat([
    Buffer.from(fieldPart('kind', 'image')),
    filePart(PNG),
    Buffer.from('\r\n'),
    filePart(PNG),
    CLOSING,
  ]);

function head(headers: Record<string, string | number>): string {
  const lines = Object.entries({
    host: `127.0.0.1:${port}`,
    authorization: `Bearer ${token}`,
    ...headers,
  }).map(([k, v]) => `${k}: ${v}`);
  return `POST ${PATH} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

// ---- the raw client ----------------------------------------------------------------------------

interface RawReply {
  /** null when the server closed the connection without answering. */
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** Resolves when the server has closed the connection (it must, for a body it did not read). */
  serverClosed: Promise<void>;
  socket: Socket;
}

/**
 * Writes `request` as is, optionally half-closes, and resolves with the first full response (or
 * with status null if the server closes the connection without one). Rejects, failing the test,
 * when neither happens within HANG_MS.
 */
function rawSend(request: Buffer | string, opts: { endAfterWrite?: boolean } = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = Buffer.alloc(0);
    let done = false;
    let markClosed: () => void = () => undefined;
    const serverClosed = new Promise<void>((res) => {
      markClosed = res;
    });
    const finish = (reply: Omit<RawReply, 'serverClosed' | 'socket'>) => {
      if (done) return;
      done = true;
      socket.setTimeout(0);
      resolve({ ...reply, serverClosed, socket });
    };
    socket.setTimeout(HANG_MS, () => {
      if (done) return;
      done = true;
      socket.destroy();
      reject(new Error(`no answer within ${HANG_MS} ms (the request hung)`));
    });
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = parseResponse(received);
      if (parsed) finish(parsed);
    });
    // The server finished its side: finish ours, so the connection can close.
    socket.on('end', () => socket.end());
    socket.on('close', () => {
      markClosed();
      finish({ status: null, headers: {}, body: received.toString('latin1') });
    });
    socket.write(request, () => {
      if (opts.endAfterWrite) socket.end();
    });
  });
}

function parseResponse(raw: Buffer): Omit<RawReply, 'serverClosed' | 'socket'> | null {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const status = Number(statusLine?.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = raw.subarray(split + 4);
  if (body.length < length) return null;
  return { status, headers, body: body.subarray(0, length).toString('utf8') };
}

/** What a case must get back: a clean refusal, or (after a half-close) a prompt close, never a 5xx. */
type Expected = { statuses: number[]; message: RegExp } | 'closed';

async function expectRefused(
  request: Buffer | string,
  expected: Expected,
  opts: { endAfterWrite?: boolean } = {},
): Promise<RawReply> {
  const reply = await rawSend(request, opts);
  if (expected === 'closed') {
    // Node's HTTP server ends a connection whose client half-closed it (httpAllowHalfOpen is
    // false), so no answer can be written; what matters is that nothing hangs or is left behind.
    expect(reply.status === null || (reply.status >= 400 && reply.status < 500), reply.body).toBe(true);
    return reply;
  }
  expect(expected.statuses, `status ${reply.status}: ${reply.body}`).toContain(reply.status);
  expect(JSON.parse(reply.body).message).toMatch(expected.message);
  return reply;
}

// ---- what is left behind ------------------------------------------------------------------------

const uploadFolders = () => new Set(readdirSync(tmpdir()).filter((n) => n.startsWith('adreel-upload-')));
const openFds = () => readdirSync('/proc/self/fd').length;

async function settle<T>(read: () => T, ok: (v: T) => boolean, ms = 2_000): Promise<T> {
  const until = Date.now() + ms;
  let value = read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    value = read();
  }
  return value;
}

/** Upload folders created since `before` that are still there once things settle. */
async function leftoverFolders(before: Set<string>): Promise<string[]> {
  const left = await settle(
    () => [...uploadFolders()].filter((n) => !before.has(n)),
    (l) => l.length === 0,
  );
  return left;
}

// ---- the cases ---------------------------------------------------------------------------------

const STALLED = /^The upload did not finish in time\. Please try again\.$/;
const INCOMPLETE = /^The upload was incomplete\. Please try again\.$/;

const withLength = (body: Buffer, contentType = multipartType, length = body.length) =>
  Buffer.concat([Buffer.from(head({ 'content-type': contentType, 'content-length': length })), body]);

interface Case {
  name: string;
  send: () => { request: Buffer; endAfterWrite?: boolean };
  expected: Expected;
}

const cases: Case[] = [
  {
    name: '(a) more fields than allowed',
    send: () => ({ request: withLength(manyFieldsBody()) }),
    expected: { statuses: [413], message: /^The upload has too many fields\./ },
  },
  {
    name: '(b) no closing boundary, then the client stalls with the socket open',
    // A chunked upload whose next chunk never comes: the body just stops mid-file.
    send: () => {
      const body = unclosedBody();
      return {
        request: Buffer.concat([
          Buffer.from(head({ 'content-type': multipartType, 'transfer-encoding': 'chunked' })),
          Buffer.from(`${body.length.toString(16)}\r\n`),
          body,
          Buffer.from('\r\n'),
        ]),
      };
    },
    expected: { statuses: [400], message: STALLED },
  },
  {
    name: '(c) no closing boundary, the client ends its body (socket left open)',
    send: () => ({ request: withLength(unclosedBody()) }),
    expected: { statuses: [400], message: INCOMPLETE },
  },
  {
    name: "(c') no closing boundary, the client ends its side of the socket",
    send: () => ({ request: withLength(unclosedBody()), endAfterWrite: true }),
    expected: 'closed',
  },
  {
    name: '(d) multipart/form-data without a boundary',
    send: () => ({ request: withLength(goodBody(), 'multipart/form-data') }),
    expected: { statuses: [400, 415], message: /^Send the file as multipart\/form-data\.$/ },
  },
  {
    name: '(e) a body shorter than its content-length',
    send: () => {
      const body = goodBody();
      return { request: withLength(body.subarray(0, body.length - 600), multipartType, body.length) };
    },
    expected: { statuses: [400], message: STALLED },
  },
  {
    name: '(f) a second file after a good one',
    send: () => ({ request: withLength(twoFilesBody()) }),
    expected: { statuses: [413], message: /^Send one file at a time\.$/ },
  },
];
/** Checked once, not in bulk (each sends 12 MB). */
const tooLarge: Case = {
  name: '(g) an image over 10 MB, refused while the client is still sending',
  send: () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(12 * 1024 * 1024)]);
    return {
      request: withLength(Buffer.concat([Buffer.from(fieldPart('kind', 'image')), filePart(big), CLOSING])),
    };
  },
  expected: { statuses: [413], message: /^Images can be at most 10 MB\.$/ },
};

describe('POST /traffic/uploads under abuse', () => {
  it('accepts the well-formed control upload over the same raw client, on a reusable connection', async () => {
    const body = goodBody();
    const reply = await rawSend(withLength(body));
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.body)).toMatchObject({ kind: 'image', mimeType: 'image/png', size: PNG.length });
    expect(reply.headers.connection).not.toBe('close');
    reply.socket.destroy();
  });

  for (const c of [...cases, tooLarge]) {
    const what = c.expected === 'closed' ? 'is closed at once' : `answers ${c.expected.statuses.join('/')}`;
    it(`${c.name}: ${what} without hanging, leaving nothing behind`, async () => {
      const before = uploadFolders();
      const uploadsBefore = await h.t.db.upload.count();
      const { request, endAfterWrite } = c.send();
      // No wall-clock bound (a busy machine streams 10 MB slowly): the raw client fails the test if
      // the server goes silent for HANG_MS, and a stalled body is answered by the server's own
      // UPLOAD_TIMEOUT_MS timer (its message says so), never by the client giving up.
      const reply = await expectRefused(request, c.expected, { endAfterWrite });
      // A body the server did not read to its end cannot be followed by another request: the
      // server must drop the connection itself, even though this client would keep it open.
      await Promise.race([
        reply.serverClosed,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('the server kept the connection open')), HANG_MS),
        ),
      ]);
      expect(await leftoverFolders(before)).toEqual([]);
      expect(await h.t.db.upload.count()).toBe(uploadsBefore);
    });
  }

  it('ten of each at once leave no file handles and no temp folders behind', async () => {
    // Warm up every path once so lazily opened handles (pools, loggers) do not count as leaks.
    for (const c of cases) {
      const { request, endAfterWrite } = c.send();
      const reply = await expectRefused(request, c.expected, { endAfterWrite });
      reply.socket.destroy();
    }
    const before = uploadFolders();
    const fdsBefore = openFds();
    for (const c of cases) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => {
          const { request, endAfterWrite } = c.send();
          return expectRefused(request, c.expected, { endAfterWrite });
        }),
      );
      for (const r of replies) r.socket.destroy();
    }
    expect(await leftoverFolders(before)).toEqual([]);
    // 70 refused uploads: one leaked handle per request would add 70 (two, with the socket).
    const fdsAfter = await settle(openFds, (n) => n <= fdsBefore + 5);
    expect(fdsAfter - fdsBefore).toBeLessThanOrEqual(5);
  });
});
