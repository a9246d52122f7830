import { Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';

/** Deleting a conversation takes its messages with it and cannot be undone: ask first. */
export function DeleteConversationDialog({
  title,
  deleting,
  onConfirm,
  onCancel,
}: {
  title: string;
  deleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal title="Delete this conversation?" onClose={onCancel} size="sm" busy={deleting}>
      <p className="text-sm text-slate-600">
        “{title}” and all its messages will be deleted. This cannot be undone.
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Keep it
        </Button>
        <Button
          variant="danger"
          busy={deleting}
          busyText="Deleting..."
          icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
          onClick={onConfirm}
        >
          Delete conversation
        </Button>
      </div>
    </Modal>
  );
}
