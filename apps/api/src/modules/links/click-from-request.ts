import type { FastifyRequest } from 'fastify';
import { deviceClass, isBotOrPrefetch, referrerDomain } from './click-classify.ts';
import { newClickId } from './click-id.ts';
import type { ClickEvent } from './click-recorder.ts';

/**
 * A click as the recorder takes it; request.ip already honours TRUST_PROXY. Every human click gets a
 * fresh id (a sale that names it joins the click); bots and prefetches keep their flag and get none.
 * Whether the id also travels on to the target (`?cid=`) is the route's choice.
 */
export function clickFrom(linkId: string, request: FastifyRequest, at = new Date()): ClickEvent {
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
    cid: bot ? null : newClickId(),
  };
}
