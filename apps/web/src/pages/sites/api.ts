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
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, apiText } from '../../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../../lib/mutation.ts';

export const siteKeys = {
  all: ['cloned-sites'] as const,
  list: () => [...siteKeys.all, 'list'] as const,
  detail: (id: string) => [...siteKeys.all, 'detail', id] as const,
  preview: (id: string) => [...siteKeys.all, 'preview', id] as const,
  render: (id: string, body: PublishSiteBody | null) => [...siteKeys.all, 'render', id, body] as const,
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

export function usePreviewHtmlQuery(id: string) {
  return useQuery({
    queryKey: siteKeys.preview(id),
    // GET /preview/{id} answers HTML, not JSON.
    queryFn: ({ signal }) => apiText(`/preview/${encodeURIComponent(id)}`, { accept: 'text/html', signal }),
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

/**
 * The page as publishing would make it, for the editor's live preview; `null` waits (the caller
 * passes the settled edits). The previous page stays on screen while the next is rendered.
 */
export function useRenderedSiteQuery(id: string, body: PublishSiteBody | null) {
  return useQuery({
    queryKey: siteKeys.render(id, body),
    queryFn: async ({ signal }) => {
      const { html } = await api(`${sitePath(id)}/render`, {
        method: 'POST',
        body,
        schema: renderSiteResponseSchema,
        signal,
      });
      return html;
    },
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
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
  return useMutationThatRefreshes(
    {
      mutationFn: (body: PublishOfferBody) =>
        api('/cloned-sites/from-offer', { method: 'POST', body, schema: publishOfferResponseSchema }),
      refresh: [siteKeys.list()],
    },
    callbacks,
  );
}

export function useDeleteClonedSiteMutation(
  callbacks?: MutationCallbacks<z.infer<typeof deleteClonedSiteResponseSchema>, string>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: (id: string) =>
        api(sitePath(id), { method: 'DELETE', schema: deleteClonedSiteResponseSchema }),
      refresh: [siteKeys.list()],
    },
    callbacks,
  );
}
