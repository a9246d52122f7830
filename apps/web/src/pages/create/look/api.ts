import {
  type RenderLook,
  type ScriptContent,
  storyboardResponseSchema,
  videoTemplatesResponseSchema,
  voicesResponseSchema,
} from '@adreel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The look of a video: the template list and the storyboard of a script in a look. */
export const lookKeys = {
  all: ['video-looks'] as const,
  templates: () => [...lookKeys.all, 'templates'] as const,
  voices: () => [...lookKeys.all, 'voices'] as const,
  storyboard: (body: StoryboardRequest) => [...lookKeys.all, 'storyboard', body] as const,
};

export interface StoryboardRequest extends RenderLook {
  scriptId: string;
  content: ScriptContent;
}

export function useTemplatesQuery() {
  return useQuery({
    queryKey: lookKeys.templates(),
    queryFn: ({ signal }) => api('/videos/templates', { schema: videoTemplatesResponseSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * One still per scene for the script in the look; `null` waits (the caller debounces edits). While a
 * new storyboard is drawn the previous one stays on screen.
 */
export function useStoryboardQuery(body: StoryboardRequest | null) {
  return useQuery({
    queryKey: lookKeys.storyboard(body as StoryboardRequest),
    queryFn: ({ signal }) =>
      api('/videos/storyboard', { method: 'POST', body, schema: storyboardResponseSchema, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The voices this server offers (offline ones always, OpenAI ones with a speech key), each with a
 * signed preview link. Links stay valid for a day, so an hour of staleness is safe.
 */
export function useVoicesQuery() {
  return useQuery({
    queryKey: lookKeys.voices(),
    queryFn: ({ signal }) => api('/videos/voices', { schema: voicesResponseSchema, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
