import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav } from '../../src/audio/wav.ts';

export interface SpeechRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local server speaking OpenAI's `POST /v1/audio/speech` wire format: JSON {model, voice, input,
 * response_format} with a bearer key in, audio bytes out. Like OpenAI it answers `wav` as a *streamed*
 * 24 kHz mono WAV whose RIFF and data sizes are the 0xFFFFFFFF placeholder, one short tone per word so
 * a longer input gives longer audio. A wrong key gets OpenAI's 401 error envelope.
 */
export async function startSpeechStandIn(apiKey = 'sk-speech-test') {
  const requests: SpeechRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: {
              message: 'Incorrect API key provided',
              type: 'invalid_request_error',
              code: 'invalid_api_key',
            },
          }),
        );
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"Not found"}}');
        return;
      }
      const words = String(body.input ?? '')
        .split(/\s+/)
        .filter(Boolean).length;
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(streamedWav(24000, Math.max(1, words) * 0.25));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A 16-bit mono WAV of a 440 Hz tone with streaming placeholder sizes, as OpenAI sends it. */
function streamedWav(sampleRate: number, seconds: number): Buffer {
  const samples = Float32Array.from(
    { length: Math.round(sampleRate * seconds) },
    (_, i) => Math.sin((2 * Math.PI * 440 * i) / sampleRate) * (8000 / 32767),
  );
  const wav = encodeWav(samples, sampleRate);
  // A stream's length is unknown when its header is sent: both size fields say "unknown".
  wav.writeUInt32LE(0xffffffff, 4);
  wav.writeUInt32LE(0xffffffff, 40);
  return wav;
}
