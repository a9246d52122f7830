import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../test/local-server.ts';
import { FetchRefusedError } from './errors.ts';
import { createGuardedConnect } from './guarded-connect.ts';
import type { Resolver } from './resolver.ts';

let server: LocalServer;
let lastHost = '';

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    lastHost = req.headers.host ?? '';
    res.end('hello');
  });
});

afterAll(() => server.close());

function agentWith(resolver: Resolver, isAllowedAddress: (address: string) => boolean): Agent {
  return new Agent({
    connect: createGuardedConnect({
      resolver,
      isAllowedAddress,
      allowOrigins: new Set(),
      connectTimeoutMs: 2000,
    }),
  });
}

describe('createGuardedConnect', () => {
  it('dials the address it checked and keeps the original Host header', async () => {
    const asked: string[] = [];
    // Here the rule admits loopback so the dialling path can be exercised against a local server.
    const agent = agentWith(
      async (hostname) => {
        asked.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      },
      (address) => address === '127.0.0.1',
    );
    const response = await request(`http://shop.test:${server.port}/`, { dispatcher: agent });
    expect(await response.body.text()).toBe('hello');
    expect(asked).toEqual(['shop.test']);
    expect(lastHost).toBe(`shop.test:${server.port}`);
    await agent.close();
  });

  it('refuses when any one of the answers breaks the rule, before dialling', async () => {
    const before = server.hits();
    const agent = agentWith(
      async () => [
        { address: '127.0.0.1', family: 4 },
        { address: '127.0.0.2', family: 4 },
      ],
      (address) => address === '127.0.0.1',
    );
    const error = await request(`http://shop.test:${server.port}/`, { dispatcher: agent }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect((error as FetchRefusedError).code).toBe('BLOCKED_ADDRESS');
    expect(server.hits()).toBe(before);
    await agent.close();
  });

  it('reports an empty DNS answer as DNS_FAILED', async () => {
    const agent = agentWith(
      async () => [],
      () => true,
    );
    const error = await request('http://empty.test/', { dispatcher: agent }).catch((e: unknown) => e);
    expect((error as FetchRefusedError).code).toBe('DNS_FAILED');
    await agent.close();
  });
});
