import {
  type CreatePostsBody,
  composeResponseSchema,
  type PostDto,
  type PostsQuery,
  postSchema,
  postsResponseSchema,
  type UpdatePostBody,
} from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { type MutationCallbacks, useMutationThatRefreshes } from '../lib/mutation.ts';

/** While a post is on its way its row changes by itself: lists holding one refresh every 5 s. */
export const POST_POLL_MS = 5000;
const moving = (posts: PostDto[] | undefined) =>
  posts?.some(
    (p) =>
      p.status === 'uploading' ||
      p.status === 'processing' ||
      (p.status === 'scheduled' && Date.parse(p.scheduledAt) < Date.now() + 60_000),
  );

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (q: PostsQuery) => [...postKeys.lists(), q] as const,
  compose: (videoId: string) => [...postKeys.all, 'compose', videoId] as const,
};

/** The user's posts in a period, per channel, campaign or video (Calendar, Video details). */
export function usePostsQuery(q: PostsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: postKeys.list(q),
    queryFn: () => api('/posts', { schema: postsResponseSchema, query: q }),
    enabled,
    refetchInterval: (query) => (moving(query.state.data?.posts) ? POST_POLL_MS : false),
  });
}

/** What the Publish dialog starts from: the channels and a draft per platform written from the script. */
export function useComposeQuery(videoId: string, enabled: boolean) {
  return useQuery({
    queryKey: postKeys.compose(videoId),
    queryFn: () => api('/posts/compose', { schema: composeResponseSchema, query: { videoId } }),
    enabled,
    staleTime: 60_000,
  });
}

export function useCreatePostsMutation(callbacks?: MutationCallbacks<{ posts: PostDto[] }, CreatePostsBody>) {
  return useMutationThatRefreshes(
    {
      mutationFn: (body: CreatePostsBody) =>
        api('/posts', { method: 'POST', body, schema: postsResponseSchema }),
      refresh: [postKeys.lists()],
      always: true,
    },
    callbacks,
  );
}

export function useUpdatePostMutation(
  callbacks?: MutationCallbacks<PostDto, { id: string; body: UpdatePostBody }>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: ({ id, body }: { id: string; body: UpdatePostBody }) =>
        api(`/posts/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: postSchema }),
      refresh: [postKeys.lists()],
      always: true,
    },
    callbacks,
  );
}

/** Cancel a scheduled post, or retry a failed one. */
export function usePostActionMutation(
  callbacks?: MutationCallbacks<PostDto, { id: string; action: 'cancel' | 'retry' }>,
) {
  return useMutationThatRefreshes(
    {
      mutationFn: ({ id, action }: { id: string; action: 'cancel' | 'retry' }) =>
        api(`/posts/${encodeURIComponent(id)}/${action}`, { method: 'POST', schema: postSchema }),
      refresh: [postKeys.lists()],
      always: true,
    },
    callbacks,
  );
}
