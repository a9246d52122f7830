import { videoDetailsResponseSchema } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMP_SCRIPT, lampProduct } from './fixtures.ts';
import { createHarness, type Harness, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const CREDIT = {
  clipId: 800,
  author: 'Ana Blender',
  authorUrl: 'https://www.pexels.com/@ana',
  pageUrl: null,
};

/** A video as the worker leaves it, with what it stored of its stock clips. */
async function videoWith(userId: string, stockCredits: unknown) {
  return h.t.db.video.create({
    data: {
      userId,
      status: 'completed',
      progress: 100,
      message: 'Video ready',
      content: LAMP_SCRIPT,
      product: lampProduct('https://shop.example/products/lamp'),
      stockCredits: stockCredits as never,
    },
  });
}

describe('GET /videos/{id}/details: stock footage credits (issue 36)', () => {
  it('names the stock clips the render recorded, leaves out what is malformed, and none for others', async () => {
    const { auth, userId } = await signUpAndIn(h);
    const credited = await videoWith(userId, [CREDIT, { clipId: 'x', author: 7 }]);
    const plain = await videoWith(userId, null);
    const details = async (id: string) =>
      videoDetailsResponseSchema.parse(
        (await h.app.inject({ method: 'GET', url: `/api/videos/${id}/details`, headers: auth })).json(),
      );
    expect((await details(credited.id)).stock_credits).toEqual([CREDIT]);
    expect((await details(plain.id)).stock_credits).toEqual([]);
    const stranger = await signUpAndIn(h);
    const other = await h.app.inject({
      method: 'GET',
      url: `/api/videos/${credited.id}/details`,
      headers: stranger.auth,
    });
    expect(other.statusCode).toBe(404);
  });
});
