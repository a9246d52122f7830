import { type PostDto, scheduleProblem } from '@adreel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { useUpdatePostMutation } from '../../queries/posts.ts';
import { Modal } from '../ui/Modal.tsx';
import { DialogActions } from './DialogActions.tsx';
import { ScheduleField } from './ScheduleField.tsx';
import { fromLocalInput, toLocalInput } from './when.ts';

/** "Move to…": the keyboard's way to reschedule a post (the calendar also takes a drag). */
export function MoveDialog({ post, onClose }: { post: PostDto; onClose: () => void }) {
  const [at, setAt] = useState(() => toLocalInput(new Date(post.scheduledAt)));
  const update = useUpdatePostMutation({
    onSuccess: () => {
      toast.success('Post moved');
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e, 'Could not move the post')),
  });
  const when = fromLocalInput(at);
  const problem = when ? scheduleProblem(when, new Date()) : 'Pick a date and time';
  return (
    <Modal title="Move post" onClose={onClose} size="sm">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (when && !problem) update.mutate({ id: post.id, body: { scheduledAt: when.toISOString() } });
        }}
      >
        <ScheduleField label="New date and time" value={at} problem={problem} onChange={setAt} />
        <DialogActions onCancel={onClose} busy={update.isPending} disabled={Boolean(problem)} submit="Move" />
      </form>
    </Modal>
  );
}
