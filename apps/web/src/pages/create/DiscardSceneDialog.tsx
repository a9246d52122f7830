import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';

/**
 * Asked when another scene's editor is opened while the open one has unsaved changes (one editor at
 * a time): nothing typed is thrown away without a word. Escape, the close button and the backdrop keep editing.
 */
export function DiscardSceneDialog({
  editing,
  requested,
  onKeep,
  onDiscard,
}: {
  /** 1-based number of the scene with unsaved changes. */
  editing: number;
  /** 1-based number of the scene whose editor was asked for. */
  requested: number;
  onKeep(): void;
  onDiscard(): void;
}) {
  return (
    <ConfirmDialog
      title={`Discard your changes to scene ${editing}?`}
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={onDiscard}
      onCancel={onKeep}
    >
      <p>
        Scene {editing} has changes you have not saved. Editing scene {requested} now throws them away.
      </p>
    </ConfirmDialog>
  );
}
