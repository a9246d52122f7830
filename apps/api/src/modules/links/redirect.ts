import { clickIdToTid } from '@adreel/clickbank';
import { withSubId } from '@adreel/marketplace';
import type { FastifyRequest } from 'fastify';
import { clickFrom } from './click-from-request.ts';
import type { ClickEvent } from './click-recorder.ts';
import type { ResolvedLink } from './service.ts';

/**
 * The /go/{code} answer: where this visit goes, its click recorded (batched, never awaited); null
 * for a code that names no link. Digistore24 targets, a custom network's links (in its sub-id parameter)
 * and links that asked for it carry the click's id on to the sale.
 */
export function createRedirector(deps: {
  links: { resolve(code: string): Promise<ResolvedLink | null> };
  clicks: { record(click: ClickEvent): void };
}) {
  return async (code: string, request: FastifyRequest): Promise<string | null> => {
    const target = await deps.links.resolve(code);
    if (!target) return null;
    const click = clickFrom(target.linkId, request);
    deps.clicks.record(click);
    if (!click.cid || !target.clickIdParam) return target.location;
    const value = target.clickIdAsTid ? clickIdToTid(click.cid) : click.cid;
    return value ? withSubId(target.location, target.clickIdParam, value) : target.location;
  };
}
