import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, retryOnce } from './query-client.ts';

describe('query retry', () => {
  it('never retries a 4xx answer: the same request fails the same way', () => {
    for (const status of [400, 401, 403, 404, 422, 429])
      expect(retryOnce(0, new ApiError(status, 'no'))).toBe(false);
  });

  it('retries an unreachable server or a 5xx once', () => {
    expect(retryOnce(0, new ApiError(0, 'offline'))).toBe(true);
    expect(retryOnce(0, new ApiError(503, 'busy'))).toBe(true);
    expect(retryOnce(0, new Error('network'))).toBe(true);
    expect(retryOnce(1, new ApiError(503, 'busy'))).toBe(false);
  });

  it('is what the app-wide query client uses', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['bad-period'],
        queryFn: () => {
          calls += 1;
          throw new ApiError(400, 'from: The start must not be after the end');
        },
        retryDelay: 0,
      }),
    ).rejects.toThrow('The start must not be after the end');
    expect(calls).toBe(1);
  });
});
