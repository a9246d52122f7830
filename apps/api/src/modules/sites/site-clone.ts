import { SITE_TOO_DEEP_MESSAGE } from '@adreel/contracts';
import type { SafeFetcher } from '@adreel/fetch';
import { CloneError, cloneSite } from '@adreel/sites';
import type { Logger } from '../../deps.ts';
import { Invalid } from '../../domain-errors.ts';
import { isStackOverflow } from './depth.ts';

/** GET /api/clone: a page fetched through the SSRF-safe fetcher, ready for the editor. */
export function createSiteCloner(deps: { fetcher: SafeFetcher; log: Logger }) {
  const { log } = deps;
  return {
    async clone(url: string): Promise<string> {
      try {
        const result = await cloneSite(url, { fetcher: deps.fetcher });
        log.info(
          { url, finalUrl: result.finalUrl, ms: Math.round(result.ms), bytes: result.bytes },
          'site cloned',
        );
        return result.html;
      } catch (error) {
        if (error instanceof CloneError) {
          log.info({ url, code: error.code }, 'site clone refused');
          throw new Invalid(error.message);
        }
        if (isStackOverflow(error)) throw new Invalid(SITE_TOO_DEEP_MESSAGE);
        throw error;
      }
    },
  };
}
export type SiteCloner = ReturnType<typeof createSiteCloner>;
