import type { FastifyRequest } from 'fastify';
import { deviceClass, isBotOrPrefetch, referrerDomain } from './click-classify.ts';
import { newClickId } from './click-id.ts';
import type { ClickEvent } from './click-recorder.ts';

/**
 * A click as the recorder takes it; request.ip already honours TRUST_PROXY. A human click on a link
 * that carries click ids gets a fresh one; bots and prefetches keep their flag and get none.
 */
export function clickFrom(
  linkId: string,
  request: FastifyRequest,
  wantsClickId = false,
  at = new Date(),
): ClickEvent {
  const agent = request.headers['user-agent'] ?? '';
  const bot = isBotOrPrefetch(request.headers);
  return {
    linkId,
    at,
    referrerDomain: referrerDomain(request.headers.referer),
    device: deviceClass(agent),
    bot,
    ip: request.ip,
    agent: agent.slice(0, 512),
    cid: wantsClickId && !bot ? newClickId() : null,
  };
}
