import { buildConnector } from 'undici';
import { isIpLiteral, unbracket } from './address-policy.ts';
import { FetchRefusedError } from './errors.ts';
import type { Resolver } from './resolver.ts';
import { originOf } from './url-policy.ts';

/**
 * An undici `connect` that resolves the host itself, refuses unless EVERY answer is a public address,
 * and then dials the checked IP. Deciding at connect time (not when the URL is parsed) is what makes
 * DNS rebinding useless: the address we check is the address we connect to.
 */
export function createGuardedConnect(options: {
  resolver: Resolver;
  /** The address rule; the fetcher passes `isPublicAddress`. */
  isAllowedAddress: (address: string) => boolean;
  allowOrigins: ReadonlySet<string>;
  connectTimeoutMs: number;
}): buildConnector.connector {
  const connectTo = buildConnector({ timeout: options.connectTimeoutMs });

  return (connectOptions, callback) => {
    const { protocol, port } = connectOptions;
    const hostname = unbracket(connectOptions.hostname);
    if (options.allowOrigins.has(originOf(protocol, hostname, port))) {
      connectTo(connectOptions, callback);
      return;
    }
    pickCheckedAddress(hostname, options.resolver, options.isAllowedAddress).then(
      (address) => {
        const servername = connectOptions.servername ?? (isIpLiteral(hostname) ? undefined : hostname);
        connectTo({ ...connectOptions, hostname: address, ...(servername ? { servername } : {}) }, callback);
      },
      (error: unknown) => callback(error as Error, null),
    );
  };
}

export async function pickCheckedAddress(
  hostname: string,
  resolver: Resolver,
  isAllowedAddress: (address: string) => boolean,
): Promise<string> {
  if (isIpLiteral(hostname)) {
    if (!isAllowedAddress(hostname)) throw blocked(hostname);
    return hostname;
  }
  let answers: { address: string }[];
  try {
    answers = await resolver(hostname);
  } catch (cause) {
    throw new FetchRefusedError('DNS_FAILED', `The site "${hostname}" could not be found.`, { cause });
  }
  const first = answers[0];
  if (first === undefined) {
    throw new FetchRefusedError('DNS_FAILED', `The site "${hostname}" could not be found.`);
  }
  if (answers.some((answer) => !isAllowedAddress(answer.address))) throw blocked(hostname);
  return first.address;
}

function blocked(hostname: string): FetchRefusedError {
  return new FetchRefusedError(
    'BLOCKED_ADDRESS',
    `"${hostname}" points to a private or internal network address, which cannot be fetched.`,
  );
}
