import { type Assistant, type ChatTurn, type CopyGenerator, firstUrl, HISTORY_TURNS } from '@adreel/ai';
import {
  AI_CONTENT_KINDS,
  type AiContentKind,
  type LanguageCode,
  type Product,
  productSchema,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { ExtractionError, extractProductFromUrl, FetchRefusedError, type SafeFetcher } from '@adreel/fetch';
import { NotFound, Unprocessable } from '../../domain-errors.ts';
import { rethrowAiFailure } from '../../kernel/ai-failure.ts';

const CONVERSATION_NOT_FOUND = 'Conversation not found';
const UNREADABLE_PAGE = 'We could not read that page. Describe the product in a few words instead.';

const asHttp = rethrowAiFailure;

export function createAiContentService(deps: {
  db: Db;
  copy: CopyGenerator;
  assistant: Assistant;
  /** Reads product pages the user links to; without it, links are only text. */
  fetcher?: SafeFetcher;
}) {
  const { db } = deps;

  /**
   * The facts of the product page at `url`: those stored when this user made a script from it
   * (no second fetch), else freshly extracted through the SSRF-safe fetcher.
   */
  async function findProduct(userId: string, url: string): Promise<Product | null> {
    const stored = await db.script.findFirst({
      where: { userId, sourceUrl: url, status: 'completed' },
      orderBy: { createdAt: 'desc' },
      select: { product: true },
    });
    const known = productSchema.safeParse(stored?.product);
    if (known.success) return known.data;
    return deps.fetcher ? extractProductFromUrl(deps.fetcher, url) : null;
  }

  /** The products this user made scripts from, newest first, one per page: the assistant's facts. */
  async function scriptedProducts(userId: string): Promise<Product[]> {
    const rows = await db.script.findMany({
      where: { userId, status: 'completed' },
      orderBy: { createdAt: 'desc' },
      take: 50,
      select: { product: true },
    });
    const seen = new Set<string>();
    return rows.flatMap((row) => {
      const parsed = productSchema.safeParse(row.product);
      if (!parsed.success || seen.has(parsed.data.url ?? parsed.data.name)) return [];
      seen.add(parsed.data.url ?? parsed.data.name);
      return [parsed.data];
    });
  }

  async function ownConversation(userId: string, id: string) {
    const conversation = await db.conversation.findFirst({ where: { id, userId } });
    if (!conversation) throw new NotFound(CONVERSATION_NOT_FOUND);
    return conversation;
  }

  return {
    /** The generator a path names, or 404 for one that does not exist. */
    kindOf(kind: string): AiContentKind {
      const known = AI_CONTENT_KINDS.find((k) => k === kind);
      if (!known) throw new NotFound(`There is no "${kind}" generator.`);
      return known;
    },

    /**
     * Copy for the input; a product link in it is read first, so the copy is written from the
     * page's facts. `seed` numbers the presses: the same seed repeats a result, the next varies it.
     */
    async generate(
      kind: AiContentKind,
      input: string,
      options: { userId?: string; seed?: number; language?: LanguageCode } = {},
    ): Promise<{ result: string }> {
      const url = firstUrl(input);
      let product: Product | null = null;
      if (url && options.userId) {
        try {
          product = await findProduct(options.userId, url);
        } catch (error) {
          // With words beside the link there is still something to write from; a bare link has nothing.
          if (!/[\p{L}\p{N}]/u.test(input.replace(url, ''))) {
            const readable = error instanceof FetchRefusedError || error instanceof ExtractionError;
            throw new Unprocessable(readable ? error.message : UNREADABLE_PAGE);
          }
        }
      }
      try {
        return {
          result: await deps.copy.generate(kind, input, {
            product,
            seed: options.seed,
            language: options.language,
          }),
        };
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
        // A product link in the chat is read only if the assistant needs its facts.
        response = await deps.assistant.reply(history, input, {
          findProduct: (url) => findProduct(userId, url).catch(() => null),
          scriptedProducts: () => scriptedProducts(userId),
        });
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
      if (count === 0) throw new NotFound(CONVERSATION_NOT_FOUND);
      return { success: true };
    },
  };
}
