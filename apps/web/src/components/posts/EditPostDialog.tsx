import type { PostDto } from '@adreel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { useUpdatePostMutation } from '../../queries/posts.ts';
import { Modal } from '../ui/Modal.tsx';
import { DialogActions } from './DialogActions.tsx';
import { draftProblem, type PlatformDraft, PlatformText, splitHashtags } from './PlatformText.tsx';

/** Edit a waiting post's caption, hashtags (and YouTube title); refused once the post has started. */
export function EditPostDialog({ post, onClose }: { post: PostDto; onClose: () => void }) {
  const [draft, setDraft] = useState<PlatformDraft>({
    caption: post.caption,
    hashtags: post.hashtags.map((h) => `#${h}`).join(' '),
    title: post.title ?? '',
  });
  const update = useUpdatePostMutation({
    onSuccess: () => {
      toast.success('Post updated');
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e, 'Could not change the post')),
  });
  const link = post.trackedLink ?? '';
  const problem = draftProblem(post.platform, draft, link);
  return (
    <Modal title="Edit post" onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (problem) return;
          update.mutate({
            id: post.id,
            body: {
              caption: draft.caption,
              hashtags: splitHashtags(draft.hashtags),
              ...(post.platform === 'youtube' ? { title: draft.title || null } : {}),
            },
          });
        }}
      >
        <PlatformText platform={post.platform} draft={draft} linkSample={link} onChange={setDraft} />
        <DialogActions onCancel={onClose} busy={update.isPending} disabled={Boolean(problem)} submit="Save" />
      </form>
    </Modal>
  );
}
