import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerRequestLog } from './request-log.ts';

it('writes one line per answer, none for the successful answers of a route that opts out', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
  registerRequestLog(app);
  app.get('/loud', async () => ({ ok: true }));
  app.get('/quiet/:ok', { config: { requestLog: false } }, async (request, reply) =>
    (request.params as { ok: string }).ok === 'yes' ? { ok: true } : reply.code(404).send({ ok: false }),
  );
  await app.inject({ method: 'GET', url: '/loud', headers: { authorization: 'Bearer secret-token' } });
  await app.inject({ method: 'GET', url: '/quiet/yes' });
  await app.inject({ method: 'GET', url: '/quiet/no' });
  await app.close();
  const answers = lines.filter((l) => l.msg === 'request completed');
  expect(answers.map((l) => (l.req as { url: string }).url)).toEqual(['/loud', '/quiet/no']);
  // No header (and so no bearer token) is ever part of a line.
  expect(JSON.stringify(lines)).not.toContain('secret-token');
});
