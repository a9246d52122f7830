import { describe, expect, it } from 'vitest';
import { autopilotItemView, ITEM_MESSAGES, type ItemFacts, itemView } from './item-state.ts';

const base: ItemFacts = {
  status: 'writing',
  error: null,
  script: { status: 'processing', progress: 40, message: 'Reading the product page…' },
  video: null,
  posts: [],
};

describe('itemView', () => {
  it('follows the script while writing, and shows a page that did not load as a retryable failure', () => {
    expect(itemView(base)).toMatchObject({
      state: 'writing',
      progress: 40,
      message: 'Reading the product page…',
    });
    const broken = itemView({
      ...base,
      script: { status: 'failed', progress: 0, message: 'The page answered 404 Not Found' },
    });
    expect(broken).toEqual({
      state: 'failed',
      message: 'The page answered 404 Not Found',
      progress: 0,
      retryable: true,
    });
    expect(itemView({ ...base, script: { status: 'completed', progress: 100, message: '' } }).state).toBe(
      'ready',
    );
  });

  it('follows the video while rendering, then the posts', () => {
    const rendering: ItemFacts = {
      ...base,
      status: 'rendering',
      video: { status: 'queued', progress: 0, message: 'Queued — waiting for a free render slot' },
    };
    expect(itemView(rendering)).toMatchObject({
      state: 'rendering',
      message: 'Queued — waiting for a free render slot',
    });
    const done = { ...rendering, video: { status: 'completed', progress: 100, message: 'ok' } };
    expect(itemView(done)).toMatchObject({ state: 'rendering', progress: 100 });
    const scheduled = { ...done, status: 'scheduled', posts: [{ status: 'scheduled', failureReason: null }] };
    expect(itemView(scheduled).state).toBe('scheduled');
    expect(
      itemView({
        ...scheduled,
        posts: [
          { status: 'published', failureReason: null },
          { status: 'cancelled', failureReason: null },
        ],
      }).state,
    ).toBe('posted');
    expect(
      itemView({ ...scheduled, posts: [{ status: 'failed', failureReason: 'The token expired' }] }),
    ).toMatchObject({ state: 'failed', message: 'The token expired', retryable: false });
  });

  it('says why a render failed or was refused, and when its video is gone', () => {
    expect(
      itemView({ ...base, status: 'rendering', video: { status: 'failed', progress: 3, message: 'Boom' } }),
    ).toMatchObject({ state: 'failed', message: 'Boom', retryable: true });
    expect(itemView({ ...base, status: 'rendering', video: null })).toMatchObject({
      state: 'failed',
      retryable: true,
    });
    expect(itemView({ ...base, status: 'failed', error: 'Daily limit reached' })).toMatchObject({
      state: 'failed',
      message: 'Daily limit reached',
    });
    expect(itemView({ ...base, status: 'dropped' }).state).toBe('dropped');
  });

  it('shows a cancelled item as cancelled, or as posted when a post went out before the cancel', () => {
    const cancelled = {
      ...base,
      status: 'cancelled',
      video: { status: 'completed', progress: 100, message: '' },
    };
    expect(itemView({ ...cancelled, posts: [{ status: 'cancelled', failureReason: null }] })).toMatchObject({
      state: 'cancelled',
      message: 'Stopped: the campaign was cancelled',
      retryable: false,
    });
    expect(
      itemView({
        ...cancelled,
        posts: [
          { status: 'published', failureReason: null },
          { status: 'cancelled', failureReason: null },
        ],
      }).state,
    ).toBe('posted');
  });
});

describe('autopilotItemView', () => {
  const done = { status: 'completed', progress: 100, message: 'Done' };
  const rendered = { status: 'rendering', video: done };
  const placing = itemView({
    status: 'rendering',
    error: null,
    script: null,
    video: { status: 'completed', progress: 100, message: 'Done' },
    posts: [],
  });

  it('shows a rendered arm as in rotation, not as waiting for its posts', () => {
    expect(placing.message).toBe(ITEM_MESSAGES.scheduling);
    expect(autopilotItemView(placing, true, rendered)).toMatchObject({
      state: 'scheduled',
      message: ITEM_MESSAGES.inRotation,
    });
    expect(autopilotItemView(placing, false, rendered)).toBe(placing);
  });

  it('leaves dropped items and deleted videos as they are', () => {
    expect(autopilotItemView(placing, true, { status: 'dropped', video: done })).toBe(placing);
    const gone = itemView({ status: 'rendering', error: null, script: null, video: null, posts: [] });
    expect(autopilotItemView(gone, true, { status: 'rendering', video: null }).state).toBe('failed');
  });
});
