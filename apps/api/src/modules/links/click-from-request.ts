import type { FastifyRequest } from 'fastify';
import { deviceClass, isBotOrPrefetch, referrerDomain } from './click-classify.ts';
import type { ClickEvent } from './click-recorder.ts';

/** A click as the recorder takes it; request.ip already honours TRUST_PROXY. */
export function clickFrom(linkId: string, request: FastifyRequest, at = new Date()): ClickEvent {
  const agent = request.headers['user-agent'] ?? '';
  return {
    linkId,
    at,
    referrerDomain: referrerDomain(request.headers.referer),
    device: deviceClass(agent),
    bot: isBotOrPrefetch(request.headers),
    ip: request.ip,
    agent: agent.slice(0, 512),
  };
}
