import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

interface ConfirmDialogProps {
  /** The question, e.g. "Delete this video?": the dialog's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** The acting button, e.g. "Delete Video"; a danger button. */
  confirmLabel: string;
  /** The way out, e.g. "Keep the video"; Escape, the close button and the backdrop do the same. */
  cancelLabel?: string;
  busy?: boolean;
  busyText?: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The app's own "are you sure?" (never the browser's confirm box): the one Modal, so it is named,
 * traps nothing, closes on Escape and returns focus; while the action runs it cannot be dismissed.
 */
export function ConfirmDialog(p: ConfirmDialogProps) {
  return (
    <Modal title={p.title} onClose={p.onCancel} size="sm" dismissible={!p.busy} busy={p.busy}>
      <div className="text-sm text-slate-700">{p.children}</div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={p.onCancel} disabled={p.busy}>
          {p.cancelLabel ?? 'Cancel'}
        </Button>
        <Button variant="danger" onClick={p.onConfirm} busy={p.busy} busyText={p.busyText}>
          {p.confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
