import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';

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
    <Modal title={`Discard your changes to scene ${editing}?`} onClose={onKeep} size="sm">
      <p className="text-sm text-slate-700">
        Scene {editing} has changes you have not saved. Editing scene {requested} now throws them away.
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onKeep}>
          Keep editing
        </Button>
        <Button variant="danger" onClick={onDiscard}>
          Discard changes
        </Button>
      </div>
    </Modal>
  );
}
