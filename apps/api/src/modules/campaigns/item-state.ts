import type { CampaignItemState } from '@adreel/contracts';

/**
 * What an item's stored row says (`status`: writing | rendering | scheduled | failed | dropped |
 * cancelled) plus
 * its script, video and posts, read back as the one state the campaign page shows. The rows of the
 * script, the video and the posts are the truth for their own progress; the item only records which
 * step it has reached and a failure of its own (a refused render, a post that could not be made).
 */
export interface ItemFacts {
  status: string;
  error: string | null;
  script: { status: string; progress: number; message: string } | null;
  /** Null before rendering, and after the video was deleted (the id is set null). */
  video: { status: string; progress: number; message: string } | null;
  posts: readonly { status: string; failureReason: string | null }[];
}

export interface ItemView {
  state: CampaignItemState;
  message: string;
  progress: number;
  retryable: boolean;
}

export const ITEM_MESSAGES = {
  writing: 'Writing the script…',
  ready: 'Ready for review',
  scheduling: 'Rendered; placing its posts on the schedule…',
  scheduled: 'Scheduled',
  posted: 'Posted',
  dropped: 'Dropped from the campaign',
  cancelled: 'Stopped: the campaign was cancelled',
  videoGone: 'Its video was deleted. Retry to render it again.',
  scriptGone: 'Its script is gone. Retry to write it again.',
  renderFailed: 'The video could not be rendered. Retry to render it again.',
  inRotation: 'In autopilot rotation: it gets the slots autopilot gives it',
} as const;

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

export function itemView(f: ItemFacts): ItemView {
  const failed = (message: string, retryable = true): ItemView => ({
    state: 'failed',
    message,
    progress: 0,
    retryable,
  });
  if (f.status === 'dropped')
    return { state: 'dropped', message: ITEM_MESSAGES.dropped, progress: 0, retryable: false };
  if (f.status === 'cancelled') {
    // A post that went out before the cancel stays out: the item counts as posted.
    return f.posts.some((p) => p.status === 'published')
      ? { state: 'posted', message: ITEM_MESSAGES.posted, progress: 100, retryable: false }
      : { state: 'cancelled', message: ITEM_MESSAGES.cancelled, progress: 0, retryable: false };
  }
  if (f.status === 'failed') return failed(f.error ?? ITEM_MESSAGES.renderFailed);
  if (f.status === 'rendering' || f.status === 'scheduled') {
    const v = f.video;
    if (!v) return failed(ITEM_MESSAGES.videoGone);
    if (v.status === 'failed') return failed(v.message || ITEM_MESSAGES.renderFailed);
    if (v.status !== 'completed') {
      return { state: 'rendering', message: v.message, progress: clamp(v.progress), retryable: false };
    }
    if (f.posts.length === 0) {
      return { state: 'rendering', message: ITEM_MESSAGES.scheduling, progress: 100, retryable: false };
    }
    const broken = f.posts.find((p) => p.status === 'failed');
    if (broken) return failed(broken.failureReason ?? 'A post failed', false);
    const live = f.posts.filter((p) => p.status !== 'cancelled');
    if (live.length > 0 && live.every((p) => p.status === 'published')) {
      return { state: 'posted', message: ITEM_MESSAGES.posted, progress: 100, retryable: false };
    }
    return { state: 'scheduled', message: ITEM_MESSAGES.scheduled, progress: 100, retryable: false };
  }
  // Still writing or written: the script row says which.
  const s = f.script;
  if (!s) return failed(ITEM_MESSAGES.scriptGone);
  if (s.status === 'failed') return failed(s.message);
  if (s.status === 'completed') {
    // The writer's note stays ("Script ready. This offer has no image in the catalog, so…").
    const note = /^Script ready\.\s+(.+)$/s.exec(s.message)?.[1];
    const message = note ? `${ITEM_MESSAGES.ready}. ${note}` : ITEM_MESSAGES.ready;
    return { state: 'ready', message, progress: 100, retryable: false };
  }
  return {
    state: 'writing',
    message: s.message || ITEM_MESSAGES.writing,
    progress: clamp(s.progress),
    retryable: false,
  };
}

/**
 * In autopilot (issue 35) a rendered item is an arm: it has no post of its own to wait for and never
 * finishes while the campaign runs, so it reads "in rotation" (scheduled) instead of "placing its
 * posts" or "posted"; a failed post on one platform stays visible on the decision log, not here.
 */
export function autopilotItemView(
  view: ItemView,
  autopilot: boolean,
  facts: Pick<ItemFacts, 'status' | 'video'>,
): ItemView {
  if (!autopilot || facts.video?.status !== 'completed') return view;
  if (facts.status !== 'rendering' && facts.status !== 'scheduled') return view;
  if (view.state === 'failed' && view.retryable) return view;
  return { state: 'scheduled', message: ITEM_MESSAGES.inRotation, progress: 100, retryable: false };
}
