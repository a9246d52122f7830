import { POST_PLATFORM_NAMES, type PostDto, postIsEditable } from '@adreel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { usePostActionMutation } from '../../queries/posts.ts';
import { Button } from '../ui/Button.tsx';
import { EditPostDialog } from './EditPostDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { formatWhen } from './when.ts';

const TONE: Record<string, string> = {
  scheduled: 'bg-slate-100 text-slate-700 ring-slate-200',
  uploading: 'bg-blue-100 text-blue-800 ring-blue-200',
  processing: 'bg-blue-100 text-blue-800 ring-blue-200',
  published: 'bg-green-100 text-green-800 ring-green-200',
  failed: 'bg-red-100 text-red-800 ring-red-200',
  cancelled: 'bg-slate-50 text-slate-500 ring-slate-200',
};

export const postTone = (status: string) => TONE[status] ?? TONE.scheduled;

export function PostStatus({ status, label }: { status: string; label?: string }) {
  return (
    <span
      data-testid="post-status"
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${label ? '' : 'capitalize'} ${postTone(status)}`}
    >
      {label ?? status}
    </span>
  );
}

/** Handed to Upload-Post's scheduler ("theirs"): it publishes the post at its time, AdReel running or not. */
const atUploadPost = (post: PostDto) => post.status === 'scheduled' && post.handedOver;

/** One post: where and when, its state and what the platform said, with Move/Cancel or Retry. */
export function PostRow({ post, showVideo = false }: { post: PostDto; showVideo?: boolean }) {
  const [moving, setMoving] = useState(false);
  const [editing, setEditing] = useState(false);
  const action = usePostActionMutation({
    onSuccess: (p) => toast.success(p.status === 'cancelled' ? 'Post cancelled' : 'Trying again now'),
    onError: (e) => toast.error(errorMessage(e, 'Could not change the post')),
  });
  return (
    <li
      // A notice links here (/video/{id}#post-{postId}); :target marks the post it is about.
      id={`post-${post.id}`}
      data-testid="post-row"
      data-post-id={post.id}
      className="flex scroll-mt-20 flex-wrap items-start gap-x-3 gap-y-1 py-3 text-sm target:rounded-lg target:bg-brand-50 target:ring-2 target:ring-brand-500"
    >
      <PostStatus status={post.status} label={atUploadPost(post) ? 'scheduled at Upload-Post' : undefined} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-800">
          {POST_PLATFORM_NAMES[post.platform]} · {post.channelName}
          {showVideo ? <span className="font-normal text-slate-500"> — {post.videoName}</span> : null}
        </p>
        <p className="text-slate-500">
          <time dateTime={post.publishedAt ?? post.scheduledAt}>
            {formatWhen(post.publishedAt ?? post.scheduledAt)}
          </time>
          {post.campaignName ? ` · ${post.campaignName}` : ''}
        </p>
        {atUploadPost(post) ? (
          <p className="text-slate-500">
            Upload-Post publishes it at that time, even while AdReel is off; its link shows here after.
          </p>
        ) : null}
        {post.message ? (
          <p
            className={post.status === 'failed' ? 'text-red-700' : 'text-amber-700'}
            data-testid="post-message"
          >
            {post.message}
          </p>
        ) : null}
        {post.platformUrl ? (
          <a className="text-brand-700 underline" href={post.platformUrl} target="_blank" rel="noreferrer">
            View on {POST_PLATFORM_NAMES[post.platform]}
          </a>
        ) : null}
      </div>
      <div className="flex gap-2">
        {atUploadPost(post) ? (
          <Button
            variant="ghost"
            className="px-2 py-1"
            busy={action.isPending}
            onClick={() => action.mutate({ id: post.id, action: 'cancel' })}
          >
            Cancel at Upload-Post
          </Button>
        ) : postIsEditable(post.status) ? (
          <>
            <Button variant="ghost" className="px-2 py-1" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="ghost" className="px-2 py-1" onClick={() => setMoving(true)}>
              Move to…
            </Button>
            <Button
              variant="ghost"
              className="px-2 py-1"
              busy={action.isPending}
              onClick={() => action.mutate({ id: post.id, action: 'cancel' })}
            >
              Cancel post
            </Button>
          </>
        ) : null}
        {post.status === 'failed' ? (
          <Button
            variant="secondary"
            className="px-2 py-1"
            busy={action.isPending}
            onClick={() => action.mutate({ id: post.id, action: 'retry' })}
          >
            Retry
          </Button>
        ) : null}
      </div>
      {moving ? <MoveDialog post={post} onClose={() => setMoving(false)} /> : null}
      {editing ? <EditPostDialog post={post} onClose={() => setEditing(false)} /> : null}
    </li>
  );
}
