import { QUEUE_NAMES } from '@adreel/queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApiEnv } from '../src/env.ts';
import { createHarness, type Harness, signUpAndIn } from './harness.ts';

const TOKEN = 'operator-token-'.padEnd(48, 'x');
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ OPERATOR_TOKEN: TOKEN });
});
afterAll(async () => {
  await h.close();
});

describe('operator tools', () => {
  it('serves Prometheus metrics to the operator token only', async () => {
    const user = await signUpAndIn(h);
    await h.app.inject({ method: 'GET', url: '/api/videos/my-videos', headers: user.auth });
    await h.producer.enqueue('mail', 'send-email', { to: 'a@example.com', subject: 's', text: 't' });

    expect((await h.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await h.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const res = await h.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /adreel_http_request_duration_seconds_count\{method="GET",route="\/api\/videos\/my-videos",status_code="200"\} 1/,
    );
    expect(res.body).toMatch(/adreel_queue_jobs\{queue="mail",state="waiting"\} 1/);
    expect(res.body).toContain('adreel_progress_streams_open 0');
    expect(res.body).toContain('adreel_api_process_cpu_seconds_total');
  });

  it('opens the queue dashboard with the bearer token or the cookie /admin/login sets', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/admin/queues' })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/admin/login?token=wrong' })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/admin/login' })).statusCode).toBe(401);

    const login = await h.app.inject({ method: 'GET', url: `/admin/login?token=${TOKEN}` });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/admin/queues');
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toContain(TOKEN);
    const cookie = setCookie.split(';')[0] as string;

    const page = await h.app.inject({ method: 'GET', url: '/admin/queues', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await h.app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(api.statusCode).toBe(200);
    const names = (api.json() as { queues: { name: string }[] }).queues.map((q) => q.name).sort();
    // Every queue the app knows, whatever is added later.
    expect(names).toEqual([...QUEUE_NAMES].sort());
    expect(names).toContain('renders');
    const forged = await h.app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      headers: { cookie: `adreel_operator=${TOKEN}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('is not there at all without OPERATOR_TOKEN, and refuses a short token', async () => {
    const plain = await createHarness();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: `/admin/login?token=${TOKEN}` })).statusCode).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
    expect(() => testApiEnv({ OPERATOR_TOKEN: 'short' })).toThrow(
      /OPERATOR_TOKEN: must be at least 32 characters/,
    );
    expect(testApiEnv({ OPERATOR_TOKEN: TOKEN }).OPERATOR_TOKEN).toBe(TOKEN);
  });
});
