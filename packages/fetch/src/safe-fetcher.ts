import type { Readable } from 'node:stream';
import { Agent, request } from 'undici';
import { isPublicAddress } from './address-policy.ts';
import { FetchRefusedError } from './errors.ts';
import {
  ACCEPT_BY_KIND,
  contentTypeMessage,
  type FetchKind,
  isAcceptedContentType,
  MAX_BYTES_BY_KIND,
  tooLargeMessage,
} from './fetch-kinds.ts';
import { createGuardedConnect } from './guarded-connect.ts';
import { networkFailure } from './network-failure.ts';
import { BodyTooLargeError, readCappedBody } from './read-body.ts';
import { type Resolver, systemResolver } from './resolver.ts';
import { normaliseOrigins, parseTargetUrl } from './url-policy.ts';

export interface SafeFetchOptions {
  kind?: FetchKind;
  maxBytes?: number;
  timeoutMs?: number;
  accept?: string;
  signal?: AbortSignal;
}

export interface SafeResponse {
  /** Final URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface SafeFetcher {
  fetch(url: string, options?: SafeFetchOptions): Promise<SafeResponse>;
}

export interface SafeFetcherConfig {
  /** Exact origins (scheme, host, port) exempt from the address rules, e.g. the bundled demo shop. */
  allowOrigins?: string[];
  resolver?: Resolver;
  maxRedirects?: number;
  defaultTimeoutMs?: number;
  userAgent?: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; AdReelBot/1.0; +https://adreel.app/bot)';

/**
 * The one way server code fetches a URL a user gave us. Redirects are followed by hand so every hop
 * is re-parsed and re-checked; the agent's connector checks the resolved address of every connection.
 */
export function createSafeFetcher(config: SafeFetcherConfig = {}): SafeFetcher {
  const allowOrigins = normaliseOrigins(config.allowOrigins ?? []);
  const maxRedirects = config.maxRedirects ?? 5;
  const defaultTimeoutMs = config.defaultTimeoutMs ?? 15_000;
  const userAgent = config.userAgent ?? DEFAULT_USER_AGENT;
  const dispatcher = new Agent({
    connect: createGuardedConnect({
      resolver: config.resolver ?? systemResolver,
      isAllowedAddress: isPublicAddress,
      allowOrigins,
      connectTimeoutMs: defaultTimeoutMs,
    }),
    keepAliveTimeout: 4_000,
    maxResponseSize: -1,
  });

  async function fetchOnce(url: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
    const kind = options.kind ?? 'any';
    const maxBytes = options.maxBytes ?? MAX_BYTES_BY_KIND[kind];
    const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    try {
      let current = parseTargetUrl(url);
      for (let hop = 0; ; hop++) {
        const response = await request(current, {
          dispatcher,
          method: 'GET',
          signal,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          headers: {
            'user-agent': userAgent,
            accept: options.accept ?? ACCEPT_BY_KIND[kind],
            'accept-encoding': 'gzip, deflate, br',
            'accept-language': 'en;q=0.9, *;q=0.5',
          },
        });
        const headers = flattenHeaders(response.headers);
        const location = headers.location;

        if (REDIRECT_STATUSES.has(response.statusCode) && location) {
          discard(response.body);
          if (hop >= maxRedirects) {
            throw new FetchRefusedError(
              'TOO_MANY_REDIRECTS',
              `The address redirected more than ${maxRedirects} times, so it was not followed.`,
            );
          }
          current = parseTargetUrl(location, current.href);
          continue;
        }

        if (response.statusCode < 200 || response.statusCode > 299) {
          discard(response.body);
          throw new FetchRefusedError(
            'HTTP_ERROR',
            `The site answered with an error (HTTP ${response.statusCode}).`,
            { status: response.statusCode },
          );
        }

        const contentType = headers['content-type'] ?? '';
        if (!isAcceptedContentType(kind, contentType)) {
          discard(response.body);
          throw new FetchRefusedError('BAD_CONTENT_TYPE', contentTypeMessage(kind, contentType));
        }

        const declaredLength = Number(headers['content-length'] ?? Number.NaN);
        const encoded = headers['content-encoding'] ?? '';
        if (declaredLength > maxBytes && (encoded === '' || encoded === 'identity')) {
          discard(response.body);
          throw new FetchRefusedError('TOO_LARGE', tooLargeMessage(kind, maxBytes));
        }

        const body = await readCappedBody(response.body, encoded, maxBytes);
        if (body.length === 0) {
          throw new FetchRefusedError('EMPTY', 'The address returned an empty response.');
        }
        return { url: current.href, status: response.statusCode, contentType, headers, body };
      }
    } catch (error) {
      throw toRefusal(error, { timedOut: timeout.aborted, callerSignal: options.signal, kind, maxBytes });
    }
  }

  return { fetch: fetchOnce };
}

/** Drops a body we will not read; undici reports the abort as an error nobody needs to hear. */
function discard(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function toRefusal(
  error: unknown,
  context: { timedOut: boolean; callerSignal: AbortSignal | undefined; kind: FetchKind; maxBytes: number },
): unknown {
  if (error instanceof FetchRefusedError) return error;
  if (error instanceof BodyTooLargeError) {
    return new FetchRefusedError('TOO_LARGE', tooLargeMessage(context.kind, context.maxBytes));
  }
  // The caller cancelling is not a refusal: hand their reason back unchanged.
  if (context.callerSignal?.aborted && !context.timedOut) return context.callerSignal.reason;
  return networkFailure(error, context.timedOut, 'site');
}
