import { AIServiceError, type HookWriter, type MoreHooksInput } from '@adreel/ai';
import { campaignSchema, moreLikeThisResultSchema, type ScriptContent } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRequest, finishVideos, twiceDaily } from './campaign-support.ts';
import { createChannel, createLampScript, LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

// "Make more like this" with a model configured (issue 35 item 2): the app's hook writer (deps.hooks)
// writes the openings, the result names the model, and a failing model is the AI routes' 502.
let h: Harness;
const asked: MoreHooksInput[] = [];
let answer: (input: MoreHooksInput) => Promise<string[]> = async () => [];
const modelWriter: HookWriter = {
  name: 'openai',
  model: 'hooks-model',
  more: (input) => {
    asked.push(input);
    return answer(input);
  },
};
beforeAll(async () => {
  h = await createHarness({}, { hooks: modelWriter });
});
afterAll(async () => {
  await h.close();
});

const send = (user: SignedInUser, method: 'POST' | 'GET', url: string, payload?: object) =>
  campaignRequest(h, user, method, url, payload);

async function launchedCampaign(user: SignedInUser) {
  const channel = await createChannel(h.t.db, user.userId, 'youtube');
  const script = await createLampScript(h.t.db, user.userId);
  const created = await send(user, 'POST', '', {
    name: 'Lamp',
    scriptIds: [script.id],
    channelIds: [channel.id],
    rhythm: twiceDaily('UTC'),
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = campaignSchema.parse(created.json());
  const launched = await send(user, 'POST', `/${id}/launch`);
  expect(launched.statusCode, launched.body).toBe(200);
  const c = campaignSchema.parse(launched.json());
  await finishVideos(
    h.t.db,
    c.items.map((i) => i.videoId),
  );
  return c;
}

describe('make more like this with a model', () => {
  it("renders the model's openings, names the model, and gives it the winner and the used lines", async () => {
    const user = await signUpAndIn(h, 'more-model');
    const c = await launchedCampaign(user);
    const winner = c.items[0];
    answer = async () => ['Still reading by phone light?', 'Your evenings deserve a softer glow.'];
    const res = await send(user, 'POST', `/${c.id}/items/${winner?.id}/more-like-this`, { count: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const result = moreLikeThisResultSchema.parse(res.json());
    expect(result.message).toBe(
      '2 challengers in the style of variant A are rendering: B, C. Written by hooks-model. The model wrote only 2 usable new openings. Each is placed on the rhythm once rendered.',
    );
    const opening = LAMP_SCRIPT.reelScript.scenes[0]?.audio.voiceover;
    expect(asked.at(-1)).toMatchObject({ locale: 'en', winnerHook: opening, used: [opening], count: 3 });
    const made = await h.t.db.video.findMany({
      where: { id: { in: result.campaign.items.slice(1).map((i) => i.videoId ?? '') } },
    });
    expect(
      made.map((v) => (v.content as ScriptContent).reelScript.scenes[0]?.audio.voiceover).sort(),
    ).toEqual(['Still reading by phone light?', 'Your evenings deserve a softer glow.']);
  });

  it('turns a failing model into the 502 the AI routes give, adding nothing to the campaign', async () => {
    const user = await signUpAndIn(h, 'more-model-down');
    const c = await launchedCampaign(user);
    answer = async () => {
      throw new AIServiceError('The AI service had a problem. Please try again later.');
    };
    const res = await send(user, 'POST', `/${c.id}/items/${c.items[0]?.id}/more-like-this`, { count: 2 });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The AI service had a problem. Please try again later.');
    const after = campaignSchema.parse((await send(user, 'GET', `/${c.id}`)).json());
    expect(after.items).toHaveLength(1);
  });
});
