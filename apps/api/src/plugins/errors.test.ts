import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conflict, Unauthenticated } from '../domain-errors.ts';
import { pageNotFound } from '../kernel/html-pages.ts';
import { errorAnswer, registerErrorHandler } from './errors.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 1024 });
  registerErrorHandler(app);
  // A parser that fails the way a hand-written one does: by throwing, with no status code.
  app.addContentTypeParser(
    'application/x-custom',
    { parseAs: 'string' },
    async (_request: FastifyRequest, body: string | Buffer) => JSON.parse(String(body)),
  );
  app.post('/echo', async (request) => ({ body: request.body ?? null }));
  app.post('/upload', { schema: { consumes: ['multipart/form-data'] } }, async () => ({ ok: true }));
  app.get('/items/:id', async (request) => request.params);
  app.post('/teapot', async () => {
    throw new Conflict('Already there.');
  });
  app.get('/page', async () => {
    throw pageNotFound('Site not found', 'This page does not exist <anymore>.');
  });
  app.post(
    '/small',
    { bodyLimit: 10, config: { tooLargeMessage: 'Pages are at most 10 bytes.' } },
    async () => ({
      ok: true,
    }),
  );
  app.get(
    '/guarded',
    { onRequest: async () => Promise.reject(new Unauthenticated('Sign in first.')) },
    async () => ({
      ok: true,
    }),
  );
  app.post('/broken', async () => {
    throw new Error('database exploded');
  });
  app.post(
    '/hook-fails',
    {
      onRequest: async () => {
        throw new Error('redis down');
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, contentType: string | undefined, payload: string, headers = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    payload,
  });

describe('registerErrorHandler: what Fastify raises while reading a request', () => {
  it.each([
    [
      'invalid JSON',
      () => post('/echo', 'application/json', '{"a":'),
      400,
      /^The request body is not valid JSON\.$/,
    ],
    [
      'an empty JSON body',
      () => post('/echo', 'application/json', ''),
      400,
      /body is empty but its Content-Type says JSON/,
    ],
    [
      'prototype pollution',
      () => post('/echo', 'application/json', '{"__proto__":{"x":1}}'),
      400,
      /not valid JSON/,
    ],
    [
      'an unsupported content type',
      () => post('/echo', 'application/xml', '<a/>'),
      415,
      /Send the body as application\/json\.$/,
    ],
    ['a malformed content type', () => post('/echo', ';;;', '{}'), 415, /not supported here/],
    [
      'the wrong type where a route names its own',
      () => post('/upload', 'application/xml', '<a/>'),
      415,
      /multipart\/form-data\.$/,
    ],
    [
      'a body over the limit',
      () => post('/echo', 'application/json', JSON.stringify({ a: 'x'.repeat(2000) })),
      413,
      /too large/,
    ],
    [
      'a body shorter than its Content-Length',
      () => post('/echo', 'application/json', '{}', { 'content-length': '10' }),
      400,
      /does not match its Content-Length/,
    ],
    ['a parser that throws', () => post('/echo', 'application/x-custom', '{nope'), 400, /could not be read/],
  ] as const)('answers %s with a 4xx and a clear message', async (_label, send, status, message) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status });
    expect(res.json().message).toMatch(message);
  });

  it("leaves bad addresses to Fastify's router, which answers them with a 4xx too", async () => {
    expect((await app.inject({ method: 'GET', url: '/items/%E0%A4%A' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/items/${'a'.repeat(500)}` })).statusCode).toBe(414);
  });

  it('keeps DomainError answers and a working body as they are', async () => {
    expect((await post('/teapot', undefined, '')).json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Already there.',
    });
    expect((await post('/echo', 'application/json', '{"a":1}')).json()).toEqual({ body: { a: 1 } });
  });

  it('still answers 500, without details, for our own failures, even on requests with a body', async () => {
    for (const url of ['/broken', '/hook-fails']) {
      const res = await post(url, 'application/json', '{"a":1}');
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong on our side.');
      expect(res.body).not.toMatch(/exploded|redis/);
    }
  });
});

describe('one error path for hooks, pages and outside handlers', () => {
  it("answers a hook's domain error with the JSON body", async () => {
    const res = await app.inject({ method: 'GET', url: '/guarded' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in first.' });
  });

  it("answers an error carrying a page with that HTML, escaped, and the error's status", async () => {
    const res = await app.inject({ method: 'GET', url: '/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Site not found</h1>');
    expect(res.body).toContain('&lt;anymore&gt;');
  });

  it("tells a body over a route's limit the route's own words", async () => {
    const res = await post('/small', 'application/json', JSON.stringify({ text: 'far too long' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Pages are at most 10 bytes.');
  });

  it('gives outside handlers the same status and body, and hides internals', () => {
    expect(errorAnswer(new Conflict('Already there.'))).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'Already there.' },
    });
    expect(errorAnswer(new Error('stack and secrets'))).toEqual({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' },
    });
  });
});
