import {
  type AiContentBody,
  type AiContentKind,
  aiContentResponseSchema,
  type ChatMessageBody,
  type Conversation,
  chatMessageResponseSchema,
  conversationListSchema,
  createConversationResponseSchema,
  deleteConversationResponseSchema,
} from '@adreel/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';

export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
};

/** One of the six copy generators (spec §2.22); `seed` numbers the presses for the same input. */
export function useGenerateContentMutation(
  kind: AiContentKind,
  callbacks?: MutationCallbacks<z.infer<typeof aiContentResponseSchema>, AiContentBody>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: (body: AiContentBody) =>
      api(`/api/ai-content/${kind}`, { method: 'POST', body, schema: aiContentResponseSchema }),
  });
}

export function useConversationsQuery() {
  return useQuery({
    queryKey: chatKeys.conversations(),
    queryFn: () => api('/api/ai-content/chat', { schema: conversationListSchema }),
  });
}

type CreatedConversation = z.infer<typeof createConversationResponseSchema>;

/**
 * Edits the cached conversation list after a change the server has made. A list request still in
 * flight was answered before that change and would overwrite it when it lands (seen: a new chat
 * vanished with its first message), so it is cancelled first; a list that never arrived is fetched
 * again once the edit is in.
 */
export async function updateConversations(
  queryClient: QueryClient,
  update: (old: Conversation[]) => Conversation[],
): Promise<void> {
  const key = chatKeys.conversations();
  await queryClient.cancelQueries({ queryKey: key });
  const known = queryClient.getQueryData<Conversation[]>(key) !== undefined;
  queryClient.setQueryData<Conversation[]>(key, (old) => update(old ?? []));
  if (!known) void queryClient.invalidateQueries({ queryKey: key });
}

/** Starts an empty conversation and puts it first in the list, as the server orders them. */
export function useCreateConversationMutation(callbacks?: MutationCallbacks<CreatedConversation>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () =>
      api('/api/ai-content/chat/conversation', { method: 'POST', schema: createConversationResponseSchema }),
    onSuccess: async (res, ...rest) => {
      await updateConversations(queryClient, (old) => [
        { id: res.conversationId, createdAt: res.createdAt, history: [] },
        ...old,
      ]);
      return callbacks?.onSuccess?.(res, ...rest);
    },
  });
}

export function useDeleteConversationMutation(
  callbacks?: MutationCallbacks<z.infer<typeof deleteConversationResponseSchema>, string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (id: string) =>
      api(`/api/ai-content/chat/conversation/${id}`, {
        method: 'DELETE',
        schema: deleteConversationResponseSchema,
      }),
    onSuccess: async (res, id, ...rest) => {
      await updateConversations(queryClient, (old) => old.filter((c) => c.id !== id));
      return callbacks?.onSuccess?.(res, id, ...rest);
    },
  });
}

/** Sends one message; the question and the answer are appended to the cached conversation together. */
export function useSendMessageMutation(
  callbacks?: MutationCallbacks<z.infer<typeof chatMessageResponseSchema>, ChatMessageBody>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: ChatMessageBody) =>
      api('/api/ai-content/chat/message', { method: 'POST', body, schema: chatMessageResponseSchema }),
    onSuccess: async (res, body, ...rest) => {
      await updateConversations(queryClient, (old) =>
        old.map((c) =>
          c.id === body.conversationId
            ? {
                ...c,
                history: [
                  ...c.history,
                  { role: 'user', content: body.input },
                  { role: 'assistant', content: res.response },
                ],
              }
            : c,
        ),
      );
      return callbacks?.onSuccess?.(res, body, ...rest);
    },
  });
}
