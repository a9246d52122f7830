import {
  type ClonedSite,
  clonedSiteDetailsSchema,
  clonedSiteListSchema,
  clonedSiteSchema,
  cloneResponseSchema,
  deleteClonedSiteResponseSchema,
  type PublishOfferBody,
  type PublishSiteBody,
  type PublishSiteResponse,
  publishOfferResponseSchema,
  publishSiteResponseSchema,
  renderSiteResponseSchema,
  saveCloneResponseSchema,
} from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, ApiError, api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';
import { session } from '../../lib/session.ts';

export const siteKeys = {
  all: ['cloned-sites'] as const,
  list: () => [...siteKeys.all, 'list'] as const,
  detail: (id: string) => [...siteKeys.all, 'detail', id] as const,
  preview: (id: string) => [...siteKeys.all, 'preview', id] as const,
};

const sitePath = (id: string) => `/cloned-sites/${encodeURIComponent(id)}`;

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
async function cloneIntoNewSite(url: string): Promise<ClonedSite> {
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

export function useCloneIntoNewSiteMutation(callbacks?: MutationCallbacks<ClonedSite, string>) {
  return useMutation({ ...callbacks, mutationFn: cloneIntoNewSite });
}

/** GET /preview/{id} answers HTML text, not JSON, so it is read here with the same bearer header. */
async function fetchPreviewHtml(id: string, signal?: AbortSignal): Promise<string> {
  const headers: Record<string, string> = { accept: 'text/html' };
  const token = session.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${API_BASE}/preview/${encodeURIComponent(id)}`, { headers, signal });
  if (res.status === 401) session.removeToken();
  if (!res.ok) throw new ApiError(res.status, `Request failed (${res.status})`);
  return res.text();
}

export function usePreviewHtmlQuery(id: string) {
  return useQuery({
    queryKey: siteKeys.preview(id),
    queryFn: ({ signal }) => fetchPreviewHtml(id, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** My Affiliates: the user's cloned and published sites. */
export function useClonedSitesQuery() {
  return useQuery({
    queryKey: siteKeys.list(),
    queryFn: () => api('/cloned-sites', { schema: clonedSiteListSchema }),
  });
}

/** A site for the editor: its settings and the links found on the page. */
export function useClonedSiteQuery(id: string) {
  return useQuery({
    queryKey: siteKeys.detail(id),
    queryFn: () => api(sitePath(id), { schema: clonedSiteDetailsSchema }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The page as publishing would make it, for the editor's live preview. */
export async function renderSite(id: string, body: PublishSiteBody, signal: AbortSignal): Promise<string> {
  const { html } = await api(`${sitePath(id)}/render`, {
    method: 'POST',
    body,
    schema: renderSiteResponseSchema,
    signal,
  });
  return html;
}

export function usePublishSiteMutation(
  id: string,
  callbacks?: MutationCallbacks<PublishSiteResponse, PublishSiteBody>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: PublishSiteBody) =>
      api(`${sitePath(id)}/publish`, { method: 'POST', body, schema: publishSiteResponseSchema }),
  });
}

/** Instant Money Sites: one offer as a ready-made site, published at once; My Affiliates lists it. */
export function usePublishOfferSiteMutation(
  callbacks?: MutationCallbacks<z.infer<typeof publishOfferResponseSchema>, PublishOfferBody>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: PublishOfferBody) =>
      api('/cloned-sites/from-offer', { method: 'POST', body, schema: publishOfferResponseSchema }),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: siteKeys.list() });
      return callbacks?.onSuccess?.(...args);
    },
  });
}

export function useDeleteClonedSiteMutation(
  callbacks?: MutationCallbacks<z.infer<typeof deleteClonedSiteResponseSchema>, string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (id: string) =>
      api(sitePath(id), { method: 'DELETE', schema: deleteClonedSiteResponseSchema }),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: siteKeys.list() });
      return callbacks?.onSuccess?.(...args);
    },
  });
}
