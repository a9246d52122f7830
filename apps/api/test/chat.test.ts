import { OFFLINE_LABEL } from '@adreel/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLampScript } from './fixtures.ts';
import { createHarness, type Harness, uniqueEmail } from './harness.ts';

let h: Harness;
let alice: Record<string, string>;
let bob: Record<string, string>;

async function userFor(name: string) {
  const user = await h.t.db.user.create({ data: { name, email: uniqueEmail(name), passwordHash: 'x' } });
  return { id: user.id, auth: { authorization: `Bearer ${await h.app.services.auth.tokens.issue(user)}` } };
}
const authFor = async (name: string) => (await userFor(name)).auth;
const newConversation = async (headers: Record<string, string>) =>
  (await h.app.inject({ method: 'POST', url: '/api/api/ai-content/chat/conversation', headers })).json() as {
    conversationId: string;
    createdAt: string;
  };
const send = (headers: Record<string, string>, conversationId: string, input: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/api/ai-content/chat/message',
    headers,
    payload: { input, conversationId },
  });
const list = async (headers: Record<string, string>) =>
  (await h.app.inject({ method: 'GET', url: '/api/api/ai-content/chat', headers })).json() as {
    id: string;
    createdAt: string;
    history: { role: string; content: string }[];
  }[];

beforeAll(async () => {
  h = await createHarness();
  alice = await authFor('alice');
  bob = await authFor('bob');
});
afterAll(async () => h.close());

describe('chat', () => {
  it('creates a conversation, answers with the offline assistant and stores both turns in order', async () => {
    const c = await newConversation(alice);
    expect(c.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(c.createdAt))).toBe(false);
    const first = await send(alice, c.conversationId, 'How do I connect my marketplace account?');
    expect(first.statusCode).toBe(200);
    expect(first.json().response).toContain(OFFLINE_LABEL);
    await send(alice, c.conversationId, 'thanks');
    const mine = (await list(alice)).find((x) => x.id === c.conversationId);
    expect(mine?.history.map((t) => t.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(mine?.history[0]?.content).toBe('How do I connect my marketplace account?');
    expect(mine?.history[2]?.content).toBe('thanks');
  });

  it('lists conversations newest first', async () => {
    const a = await newConversation(alice);
    await new Promise((r) => setTimeout(r, 5));
    const b = await newConversation(alice);
    const ids = (await list(alice)).map((x) => x.id);
    expect(ids.indexOf(b.conversationId)).toBeLessThan(ids.indexOf(a.conversationId));
  });

  it("keeps another user's conversation private: read, write and delete answer 404", async () => {
    const c = await newConversation(alice);
    await send(alice, c.conversationId, 'secret plans');
    expect((await list(bob)).some((x) => x.id === c.conversationId)).toBe(false);
    expect((await send(bob, c.conversationId, 'hi')).statusCode).toBe(404);
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/api/ai-content/chat/conversation/${c.conversationId}`,
      headers: bob,
    });
    expect(del.statusCode).toBe(404);
    expect((await list(alice)).find((x) => x.id === c.conversationId)?.history).toHaveLength(2);
  });

  it('deletes a conversation with its messages', async () => {
    const c = await newConversation(alice);
    await send(alice, c.conversationId, 'hello');
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/api/ai-content/chat/conversation/${c.conversationId}`,
      headers: alice,
    });
    expect(del.statusCode).toBe(200);
    expect((await list(alice)).some((x) => x.id === c.conversationId)).toBe(false);
    expect(await h.t.db.chatMessage.count({ where: { conversationId: c.conversationId } })).toBe(0);
    expect((await send(alice, c.conversationId, 'again')).statusCode).toBe(404);
  });

  it('refuses a blank message and a malformed conversation id with 400', async () => {
    const c = await newConversation(alice);
    expect((await send(alice, c.conversationId, '  ')).statusCode).toBe(400);
    expect((await send(alice, 'nope', 'hi')).statusCode).toBe(400);
    const res = await h.app.inject({ method: 'GET', url: '/api/api/ai-content/chat' });
    expect(res.statusCode).toBe(401);
  });

  it("answers a price or audience question from the user's own scripted product, never another user's", async () => {
    const carol = await userFor('carol');
    await createLampScript(h.t.db, carol.id, { url: 'https://shop.example/products/lamp' });
    const c = await newConversation(carol.auth);
    const price = await send(carol.auth, c.conversationId, 'How much does the lamp cost?');
    expect(price.statusCode).toBe(200);
    expect(price.json().response).toBe(
      `${OFFLINE_LABEL} Lamp costs $10.00, from the product page you made a script from. Worth saying in a hook if it is a strong price; re-check the page before you quote it, prices change.`,
    );
    const audience = await send(carol.auth, c.conversationId, 'Who is my product for?');
    expect(audience.json().response).toBe(
      `${OFFLINE_LABEL} Lamp's page does not name its buyers outright. It says: "s"`,
    );

    // Dave has scripted nothing: no price of Carol's, the assistant asks him to script a product first.
    const dave = await userFor('dave');
    const d = await newConversation(dave.auth);
    const his = (await send(dave.auth, d.conversationId, 'How much does my product cost?')).json().response;
    expect(his).not.toContain('$10.00');
    expect(his).toContain("you haven't made one yet");
  });
});
