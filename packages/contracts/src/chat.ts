import { z } from 'zod';
import { safeText } from './text.ts';

/** Longest chat message a user may send. */
export const CHAT_MESSAGE_MAX = 4000;

export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});
export type ChatTurnDto = z.infer<typeof chatTurnSchema>;

/** Spec §3 Chat conversation. */
export const conversationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  history: z.array(chatTurnSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/ai-content/chat: the user's conversations, newest first. */
export const conversationListSchema = z.array(conversationSchema);

/** POST /api/ai-content/chat/conversation. */
export const createConversationResponseSchema = z.object({
  conversationId: z.string(),
  createdAt: z.string(),
});

/** POST /api/ai-content/chat/message. */
export const chatMessageBodySchema = z.object({
  input: safeText({ message: 'Please type a message.' })
    .trim()
    .min(1, { message: 'Please type a message.' })
    .max(CHAT_MESSAGE_MAX, { message: `Please keep a message to ${CHAT_MESSAGE_MAX} characters or fewer.` }),
  conversationId: z.uuid({ message: 'conversationId must be a conversation id' }),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;
export const chatMessageResponseSchema = z.object({ response: z.string() });

export const conversationIdParamsSchema = z.object({
  id: z.uuid({ message: 'Conversation not found' }),
});
export const deleteConversationResponseSchema = z.object({ success: z.boolean() });
