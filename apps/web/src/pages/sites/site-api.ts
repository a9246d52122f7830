import {
  type ClonedSite,
  clonedSiteSchema,
  cloneResponseSchema,
  saveCloneResponseSchema,
} from '@adreel/contracts';
import { API_BASE, ApiError, api } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';

export type CloneStep = 'clone' | 'save' | 'record';

/** Which step of clone → save → record failed, so each screen can show the spec's message for it. */
export class CloneStepError extends Error {
  constructor(
    readonly step: CloneStep,
    readonly reason: string,
  ) {
    super(reason);
  }
}

function reasonOf(error: unknown): string {
  return error instanceof ApiError ? error.message : '';
}

/** Spec §2.16/§2.20: clone the page, save it, record it; the caller then opens the editor. */
export async function cloneIntoNewSite(url: string): Promise<ClonedSite> {
  let html: string;
  try {
    ({ html } = await api('/api/clone', { query: { url }, schema: cloneResponseSchema }));
  } catch (error) {
    throw new CloneStepError('clone', reasonOf(error));
  }
  let s3Url: string;
  try {
    ({ s3Url } = await api('/api/save', {
      method: 'POST',
      body: { html, url, compress: true },
      schema: saveCloneResponseSchema,
    }));
  } catch (error) {
    throw new CloneStepError('save', reasonOf(error));
  }
  try {
    return await api('/cloned-sites', {
      method: 'POST',
      body: { link: url, fileLocation: s3Url },
      schema: clonedSiteSchema,
    });
  } catch (error) {
    throw new CloneStepError('record', reasonOf(error));
  }
}

/** GET /preview/{id} answers HTML text, not JSON, so it is read here with the same bearer header. */
export async function fetchPreviewHtml(id: string, signal?: AbortSignal): Promise<string> {
  const headers: Record<string, string> = { accept: 'text/html' };
  const token = session.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${API_BASE}/preview/${encodeURIComponent(id)}`, { headers, signal });
  if (res.status === 401) session.removeToken();
  if (!res.ok) throw new ApiError(res.status, `Request failed (${res.status})`);
  return res.text();
}

/** The address My Affiliates copies: the public one once published, else the preview page. */
export function shareUrlOf(site: Pick<ClonedSite, 'id' | 'publicUrl'>): string {
  return site.publicUrl ?? `${window.location.origin}/preview/${site.id}`;
}
