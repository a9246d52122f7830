import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  fn: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  form: Record<string, string>;
}

export interface Reply {
  status: number;
  body: unknown;
  /** Wait before answering, to provoke the client's time limit. */
  delayMs?: number;
}

export interface EnvelopeServer {
  baseUrl: string;
  calls: ReceivedCall[];
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking Digistore24's call layout: POST /api/call/<fn>/format/json with a
 * form body. `answer` decides each reply; every request is recorded for assertions.
 */
export async function startEnvelopeServer(
  answer: (call: ReceivedCall) => Reply | Promise<Reply>,
  mount = '',
): Promise<EnvelopeServer> {
  const calls: ReceivedCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const fn = new RegExp(`^${mount}/api/call/([^/]+)/format/json$`).exec(path)?.[1] ?? '';
      const call: ReceivedCall = {
        method: req.method ?? '',
        fn: decodeURIComponent(fn),
        path,
        headers: req.headers,
        rawBody,
        form: Object.fromEntries(new URLSearchParams(rawBody)),
      };
      calls.push(call);
      const reply = await answer(call);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${mount}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
