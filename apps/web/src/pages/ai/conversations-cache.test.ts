import type { Conversation } from '@adreel/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys, updateConversations } from './api.ts';

const created: Conversation = { id: 'new', createdAt: '2026-11-27T20:00:00.000Z', history: [] };

/** A list request the test answers when it likes, as a slow server would. */
function slowList(client: QueryClient) {
  let answer: (list: Conversation[]) => void = () => undefined;
  const fetching = client.fetchQuery({
    queryKey: chatKeys.conversations(),
    queryFn: () => new Promise<Conversation[]>((resolve) => (answer = resolve)),
  });
  return { answer: (list: Conversation[]) => answer(list), fetching: fetching.catch(() => undefined) };
}

describe('updateConversations', () => {
  it('keeps a new conversation when a list request sent before it lands afterwards', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stale = slowList(client);
    await updateConversations(client, (old) => [created, ...old]);
    stale.answer([]);
    await stale.fetching;
    expect(client.getQueryData(chatKeys.conversations())).toContainEqual(created);
  });

  it('edits a list that has arrived without fetching it again', async () => {
    const client = new QueryClient();
    const older: Conversation = { ...created, id: 'older' };
    client.setQueryData(chatKeys.conversations(), [older]);
    await updateConversations(client, (old) => [created, ...old]);
    expect(client.getQueryData(chatKeys.conversations())).toEqual([created, older]);
    expect(client.isFetching({ queryKey: chatKeys.conversations() })).toBe(0);
  });
});
