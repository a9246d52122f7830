import {
  backgroundDescriptionMax,
  backgroundReference,
  type Scene,
  withBackgroundDescription,
} from '@adreel/contracts';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { TextArea, TextField } from '../../components/ui/Field.tsx';
import { sceneDraftChanged, sceneDraftOf } from './scene-edit.ts';
import { savedScene } from './untranslated.ts';

const VOICEOVER_MAX = 600;

/**
 * A scene's editor on the review page: its voiceover and the words of its background (the image stays
 * a picture beside it). Reports unsaved changes so the page can ask before discarding them; Escape
 * cancels.
 */
export function SceneEditor({
  scene,
  n,
  onCancel,
  onEscape,
  onSave,
  onDraft,
  onDirtyChange,
}: {
  scene: Scene;
  n: number;
  onCancel(): void;
  onEscape(): void;
  onSave(scene: Scene): void;
  onDraft?(voiceover: string): void;
  onDirtyChange?(dirty: boolean): void;
}) {
  // The image reference stays out of the text: the thumbnail shows the picture, "Change image" picks another.
  const [draft, setDraft] = useState(() => sceneDraftOf(scene));
  const [error, setError] = useState<string | null>(null);
  const dirty = sceneDraftChanged(scene, draft);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const hasImage = backgroundReference(scene.visual.background) !== null;
    if (!draft.voiceover.trim() || (!draft.description.trim() && !hasImage)) {
      setError('The voiceover and the background description cannot be empty.');
      return;
    }
    const described = withBackgroundDescription(scene, draft.description);
    onSave(savedScene(scene, { ...described, audio: { ...scene.audio, voiceover: draft.voiceover.trim() } }));
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    onEscape();
  }

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} className="mt-4 space-y-4" aria-label={`Edit scene ${n}`}>
      <TextArea
        label="Voiceover"
        rows={3}
        maxLength={VOICEOVER_MAX}
        value={draft.voiceover}
        onChange={(e) => {
          setDraft({ ...draft, voiceover: e.target.value });
          onDraft?.(e.target.value);
        }}
      />
      <TextField
        label="Background description"
        maxLength={backgroundDescriptionMax(scene.visual.background)}
        value={draft.description}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit">Save</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <span className="text-xs text-slate-500">Esc cancels</span>
      </div>
    </form>
  );
}
