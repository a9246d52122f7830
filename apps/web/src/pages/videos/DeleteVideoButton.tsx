import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { useDeleteVideoMutation } from './api.ts';

/** Video Details' Delete Video: asks in the app's own dialog (issue 33), then goes back to My Videos. */
export function DeleteVideoButton({ videoId }: { videoId: string }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteVideoMutation(videoId, {
    onSuccess: () => {
      toast.success('Video deleted successfully');
      navigate('/videos');
    },
    onError: () => {
      setAsking(false);
      toast.error('Failed to delete video');
    },
  });
  return (
    <>
      <Button
        variant="danger"
        className="mt-4 w-full"
        icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
        onClick={() => setAsking(true)}
      >
        Delete Video
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Delete this video?"
          confirmLabel="Delete Video"
          cancelLabel="Keep the video"
          busy={remove.isPending}
          busyText="Deleting..."
          onConfirm={() => remove.mutate()}
          onCancel={() => setAsking(false)}
        >
          <p>Are you sure you want to delete this video? Its file and share page go for good.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
