import { Agent, request } from 'undici';
import { isPublicAddress, unbracket } from './address-policy.ts';
import { FetchRefusedError } from './errors.ts';
import { createGuardedConnect, pickCheckedAddress } from './guarded-connect.ts';
import { networkFailure } from './network-failure.ts';
import { type Resolver, systemResolver } from './resolver.ts';
import { normaliseOrigins, originOf, parseTargetUrl } from './url-policy.ts';

export interface SafePostConfig {
  /** Exact origins exempt from the address rules (a test's local receiver); empty in production. */
  allowOrigins?: string[];
  /**
   * Exact URL prefixes exempt from the address rules (the demo webhook inbox on the app's own origin):
   * only URLs beneath them reach their origin, every other path of it stays refused.
   */
  allowUrlPrefixes?: string[];
  resolver?: Resolver;
  timeoutMs?: number;
  userAgent?: string;
}

export interface SafePostAnswer {
  status: number;
  /** The first characters of the answer's body: enough to show why a receiver said no, never more. */
  excerpt: string;
}

export interface SafePoster {
  /** Refuses (FetchRefusedError) an address the poster would never connect to: scheme, host, address. */
  check(url: string): Promise<URL>;
  /** One POST, no redirects followed; any HTTP answer comes back, only network trouble throws. */
  post(url: string, body: string, headers: Record<string, string>): Promise<SafePostAnswer>;
}

const EXCERPT_BYTES = 1024;

/**
 * The SSRF-safe way to POST to a user-given address (outgoing webhooks): the same URL rules and the
 * same connect-time address check as the fetcher, so a name that resolves to a private address, or
 * rebinds to one later, is refused when the connection is made. Redirects are not followed: a
 * receiver answers where it was configured or the delivery fails.
 */
export function createSafePoster(config: SafePostConfig = {}): SafePoster {
  const allowOrigins = normaliseOrigins(config.allowOrigins ?? []);
  const resolver = config.resolver ?? systemResolver;
  const timeoutMs = config.timeoutMs ?? 10_000;
  const userAgent = config.userAgent ?? 'AdReel-Webhooks/1.0';
  const prefixes = (config.allowUrlPrefixes ?? []).map((p) => parseTargetUrl(p).href);
  const agent = (origins: Set<string>) =>
    new Agent({
      connect: createGuardedConnect({
        resolver,
        isAllowedAddress: isPublicAddress,
        allowOrigins: origins,
        connectTimeoutMs: timeoutMs,
      }),
      keepAliveTimeout: 4_000,
    });
  const dispatcher = agent(allowOrigins);
  // Connections for the exempt prefixes only: their origins are let through by this agent alone.
  const prefixDispatcher = prefixes.length
    ? agent(normaliseOrigins(prefixes.map((p) => new URL(p).origin)))
    : null;
  /** Beneath an exempt prefix, once parsed (so `..` and encodings cannot climb out of it). */
  const underPrefix = (target: URL) => prefixes.some((p) => target.href.startsWith(p) && target.href !== p);

  async function check(url: string): Promise<URL> {
    const target = parseTargetUrl(url);
    const hostname = unbracket(target.hostname);
    if (!allowOrigins.has(originOf(target.protocol, hostname, target.port)) && !underPrefix(target)) {
      await pickCheckedAddress(hostname, resolver, isPublicAddress);
    }
    return target;
  }

  async function post(url: string, body: string, headers: Record<string, string>): Promise<SafePostAnswer> {
    const target = parseTargetUrl(url);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await request(target, {
        dispatcher: prefixDispatcher && underPrefix(target) ? prefixDispatcher : dispatcher,
        method: 'POST',
        body,
        signal: timeout,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        headers: { 'user-agent': userAgent, ...headers },
      });
      return { status: response.statusCode, excerpt: await readExcerpt(response.body) };
    } catch (error) {
      if (error instanceof FetchRefusedError) throw error;
      throw networkFailure(error, timeout.aborted, 'receiver');
    }
  }

  return { check, post };
}

/** Reads at most EXCERPT_BYTES of the answer and drops the rest. */
async function readExcerpt(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= EXCERPT_BYTES) break;
    }
  } catch {
    // A body cut off mid-way still leaves the status, which is what decides the delivery.
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
}
