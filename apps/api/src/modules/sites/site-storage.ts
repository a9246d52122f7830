import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { MAX_SITE_HTML_BYTES } from '@adreel/contracts';
import type { Storage } from '@adreel/storage';
import type { Logger } from '../../deps.ts';
import { Invalid, NotFound, TooLarge } from '../../domain-errors.ts';
import type { StorageQuota } from '../../kernel/ports.ts';
import { uuidv7 } from '../../kernel/uuid.ts';
import { assertPageDepth } from './depth.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const PUBLISHED_FILE = 'published.html';

/** A user's site folder: its saved page (`index.html`, or `index.html.gz`) and published copy. */
export function siteFolder(userId: string, siteId: string): string {
  return `sites/${userId}/${siteId}/`;
}

export interface SiteStorageDeps {
  storage: Storage;
  /** Storage limit: checked before a page is stored. */
  quotas: StorageQuota;
  log: Logger;
}

/** Where a site's files live, and how they are written and read back. */
export function createSiteStorage(deps: SiteStorageDeps) {
  const { storage, log } = deps;

  /** The saved page: `…/index.html`, or its gzipped twin `…/index.html.gz` when saved compressed. */
  async function readPage(key: string): Promise<string | null> {
    if (await storage.stat(key)) return (await storage.readBuffer(key)).toString('utf8');
    if (await storage.stat(`${key}.gz`)) {
      return (await gunzipAsync(await storage.readBuffer(`${key}.gz`))).toString('utf8');
    }
    return null;
  }

  /** Stored size of the saved page (plain or gzipped), or null when there is none. */
  async function savedBytes(key: string): Promise<number | null> {
    return (await storage.stat(key))?.size ?? (await storage.stat(`${key}.gz`))?.size ?? null;
  }

  /** The saved page of a recorded site, or 400/404 when it has none. */
  async function sourceHtml(site: { fileLocation: string | null }): Promise<string> {
    if (!site.fileLocation?.endsWith('/index.html')) {
      throw new Invalid('This site has no saved page yet, so there is nothing to show.');
    }
    const html = await readPage(site.fileLocation);
    if (html === null) throw new NotFound('The saved page of this site could not be found.');
    assertPageDepth(html);
    return html;
  }

  /** POST /api/save: stores a page in a new folder of the user's; the answer names it for POST /cloned-sites. */
  async function save(
    userId: string,
    input: { html: string; url: string; compress?: boolean | undefined },
  ): Promise<{ s3Url: string }> {
    const bytes = Buffer.from(input.html, 'utf8');
    if (bytes.length > MAX_SITE_HTML_BYTES) {
      throw new TooLarge('This page is larger than the 20 MB limit for saved sites.');
    }
    assertPageDepth(input.html);
    const stored = input.compress ? await gzipAsync(bytes) : bytes;
    // Held until the page is in storage, where the quota counts it as a pending page.
    const reservation = await deps.quotas.reserveStorage(userId, stored.length, { collectPending: true });
    // A v7 id carries its save time: a page never recorded as a site is cleared after a while.
    const key = `${siteFolder(userId, uuidv7())}index.html`;
    try {
      if (input.compress) {
        await storage.put(`${key}.gz`, stored, 'application/gzip');
      } else {
        await storage.put(key, stored, 'text/html; charset=utf-8');
      }
    } finally {
      await reservation.release();
    }
    log.info({ key, bytes: bytes.length, compress: Boolean(input.compress) }, 'cloned site saved');
    return { s3Url: key };
  }

  return {
    readPage,
    savedBytes,
    sourceHtml,
    save,

    async putPublished(userId: string, siteId: string, page: Buffer): Promise<void> {
      await storage.put(`${siteFolder(userId, siteId)}${PUBLISHED_FILE}`, page, 'text/html; charset=utf-8');
    },

    /** The published copy, or null when there is none. */
    async readPublished(userId: string, siteId: string): Promise<Buffer | null> {
      const key = `${siteFolder(userId, siteId)}${PUBLISHED_FILE}`;
      if (!(await storage.stat(key))) return null;
      return storage.readBuffer(key);
    },

    async removeSite(userId: string, siteId: string): Promise<void> {
      await storage.deletePrefix(siteFolder(userId, siteId));
    },
  };
}
export type SiteStorage = ReturnType<typeof createSiteStorage>;
