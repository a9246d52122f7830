import { reviewSiteSourceUrl } from '@adreel/contracts';
import { cloneSite, screenshotHtml } from '@adreel/sites';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

export const dfySiteKey = (id: string) => `dfy/sites/${id}/index.html`;
export const dfyScreenshotKey = (id: string) => `dfy/sites/${id}/screenshot.jpg`;

export { reviewSiteSourceUrl };

/**
 * A done-for-you review site's thumbnail. When the site itself is not stored yet (the demo seed
 * queues rows before the demo shop is up), it is cloned first through the SSRF-safe fetcher.
 * Failures throw, so BullMQ retries with backoff; the page shows a placeholder meanwhile.
 */
export function screenshotSiteJob(
  deps: Pick<WorkerDeps, 'db' | 'storage' | 'fetcher'>,
  shoot: typeof screenshotHtml = screenshotHtml,
) {
  return defineJob({
    queue: 'sites',
    name: 'screenshot-site',
    async handle({ dfyItemId }, { log }) {
      const item = await deps.db.dfyItem.findUnique({ where: { id: dfyItemId } });
      if (item?.type !== 'review_site') return { skipped: true };
      let location = item.siteFileLocation;
      let html: string | null = null;
      if (location && (await deps.storage.stat(location))) {
        html = (await deps.storage.readBuffer(location)).toString('utf8');
      } else {
        const source = reviewSiteSourceUrl(item.url);
        const cloned = await cloneSite(source, { fetcher: deps.fetcher });
        html = cloned.html;
        location = dfySiteKey(item.id);
        await deps.storage.put(location, Buffer.from(html, 'utf8'), 'text/html; charset=utf-8');
        await deps.db.dfyItem.update({ where: { id: item.id }, data: { siteFileLocation: location } });
        log('review site cloned', { source, bytes: cloned.bytes });
      }
      const jpeg = await shoot(html, { width: 1280, height: 800, quality: 75 });
      const key = dfyScreenshotKey(item.id);
      await deps.storage.put(key, jpeg, 'image/jpeg');
      await deps.db.dfyItem.update({ where: { id: item.id }, data: { screenshotKey: key } });
      return { screenshotKey: key, bytes: jpeg.length };
    },
  });
}
