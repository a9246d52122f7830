export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface Assistant {
  readonly name: 'openai' | 'offline';
  reply(history: ChatTurn[], input: string): Promise<string>;
}

/** How much of a conversation goes back to the model: enough for context, bounded in cost. */
export const HISTORY_TURNS = 20;
