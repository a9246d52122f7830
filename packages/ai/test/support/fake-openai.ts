import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted reply of the stand-in server. */
export interface FakeReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
}

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
  };
}

export interface FakeOpenAI {
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A local server speaking the Chat Completions wire format. Replies are served in order; once
 * they run out the last one repeats, so a test scripts exactly the sequence it cares about.
 */
export async function startFakeOpenAI(replies: readonly FakeReply[]): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: (raw ? JSON.parse(raw) : {}) as ChatRequestBody,
      });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
      if (!reply) throw new Error('the fake server was given no replies');
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A successful chat.completion carrying `content` (or a refusal). */
export function completion(
  content: string | null,
  options: { refusal?: string; finishReason?: string; model?: string } = {},
): FakeReply {
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: options.model ?? 'test-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: options.refusal ?? null },
          logprobs: null,
          finish_reason: options.finishReason ?? 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** An error reply in OpenAI's envelope. */
export function apiError(status: number, message: string, headers: Record<string, string> = {}): FakeReply {
  return {
    status,
    headers,
    body: {
      error: {
        message,
        type: status === 429 ? 'rate_limit_exceeded' : 'server_error',
        param: null,
        code: null,
      },
    },
  };
}
