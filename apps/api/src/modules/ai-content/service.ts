import { AIServiceError, type Assistant, type ChatTurn, type CopyGenerator, HISTORY_TURNS } from '@adreel/ai';
import { AI_CONTENT_KINDS, type AiContentKind } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { HttpError } from '../../plugins/errors.ts';

const CONVERSATION_NOT_FOUND = 'Conversation not found';

/** A failure of the AI service becomes a 502 carrying its (user-safe) message; anything else propagates. */
function asHttp(error: unknown): never {
  if (error instanceof AIServiceError) throw new HttpError(502, error.message);
  throw error;
}

export function createAiContentService(deps: { db: Db; copy: CopyGenerator; assistant: Assistant }) {
  const { db } = deps;

  async function ownConversation(userId: string, id: string) {
    const conversation = await db.conversation.findFirst({ where: { id, userId } });
    if (!conversation) throw new HttpError(404, CONVERSATION_NOT_FOUND);
    return conversation;
  }

  return {
    /** The generator a path names, or 404 for one that does not exist. */
    kindOf(kind: string): AiContentKind {
      const known = AI_CONTENT_KINDS.find((k) => k === kind);
      if (!known) throw new HttpError(404, `There is no "${kind}" generator.`);
      return known;
    },

    async generate(kind: AiContentKind, input: string): Promise<{ result: string }> {
      try {
        return { result: await deps.copy.generate(kind, input) };
      } catch (error) {
        return asHttp(error);
      }
    },

    async listConversations(userId: string) {
      const rows = await db.conversation.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        include: { messages: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
      });
      return rows.map((c) => ({
        id: c.id,
        createdAt: c.createdAt.toISOString(),
        history: c.messages.map((m) => ({ role: m.role as ChatTurn['role'], content: m.content })),
      }));
    },

    async createConversation(userId: string) {
      const c = await db.conversation.create({ data: { userId } });
      return { conversationId: c.id, createdAt: c.createdAt.toISOString() };
    },

    /** Stores the user's message, asks the assistant with the earlier turns in order, stores its reply. */
    async sendMessage(userId: string, conversationId: string, input: string) {
      await ownConversation(userId, conversationId);
      const earlier = await db.chatMessage.findMany({
        where: { conversationId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: HISTORY_TURNS,
      });
      const history: ChatTurn[] = earlier
        .reverse()
        .map((m) => ({ role: m.role as ChatTurn['role'], content: m.content }));
      const userMessage = await db.chatMessage.create({
        data: { conversationId, role: 'user', content: input },
      });
      let response: string;
      try {
        response = await deps.assistant.reply(history, input);
      } catch (error) {
        // The turn failed: leave no unanswered message behind, so a retry does not duplicate it.
        await db.chatMessage.delete({ where: { id: userMessage.id } }).catch(() => undefined);
        return asHttp(error);
      }
      // Strictly after the user's message, even within the same millisecond.
      const createdAt = new Date(Math.max(Date.now(), userMessage.createdAt.getTime() + 1));
      await db.chatMessage.create({
        data: { conversationId, role: 'assistant', content: response, createdAt },
      });
      return { response };
    },

    async deleteConversation(userId: string, id: string) {
      const { count } = await db.conversation.deleteMany({ where: { id, userId } });
      if (count === 0) throw new HttpError(404, CONVERSATION_NOT_FOUND);
      return { success: true };
    },
  };
}
