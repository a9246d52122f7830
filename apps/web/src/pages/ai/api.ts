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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Starts an empty conversation and puts it first in the list, as the server orders them. */
export function useCreateConversationMutation(callbacks?: MutationCallbacks<CreatedConversation>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () =>
      api('/api/ai-content/chat/conversation', { method: 'POST', schema: createConversationResponseSchema }),
    onSuccess: (res, ...rest) => {
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations(), (old) => [
        { id: res.conversationId, createdAt: res.createdAt, history: [] },
        ...(old ?? []),
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
    onSuccess: (res, id, ...rest) => {
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations(), (old) =>
        (old ?? []).filter((c) => c.id !== id),
      );
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
    onSuccess: (res, body, ...rest) => {
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations(), (old) =>
        (old ?? []).map((c) =>
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
