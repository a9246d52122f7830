import { backgroundDescription, type Scene, type SceneImage } from '@adreel/contracts';
import { Clock, ImageIcon, Music, Pencil, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { SceneThumbnail } from '../../components/scene-image/SceneThumbnail.tsx';
import type { SceneImages } from '../../components/scene-image/use-scene-images.ts';
import { Button } from '../../components/ui/Button.tsx';
import { SceneEditor } from './SceneEditor.tsx';
import { ImagePicker } from './scene-image/ImagePicker.tsx';
import { UntranslatedNote } from './UntranslatedNote.tsx';

interface SceneCardProps {
  scene: Scene;
  index: number;
  /** How long the scene will run: its scripted length or its (estimated) voice, whichever is longer. */
  seconds: number;
  editing: boolean;
  onEdit(): void;
  onCancel(): void;
  onSave(scene: Scene): void;
  /** Each change to the voiceover being edited, before it is saved. */
  onDraft?(voiceover: string): void;
  /** Whether the open editor holds changes not saved yet (the page asks before discarding them). */
  onDirtyChange?(dirty: boolean): void;
  /** The script's scene images: with them the scene shows its image and offers to change it. */
  sceneImages?: { scriptId: string; images: SceneImages; onChoose(image: SceneImage): void };
}

/** One scene of the script; while editing, its voiceover and background can be changed (spec §2.7). */
export function SceneCard({
  scene,
  index,
  seconds,
  editing,
  onEdit,
  onCancel,
  onSave,
  onDraft,
  onDirtyChange,
  sceneImages,
}: SceneCardProps) {
  const n = index + 1;
  const [picking, setPicking] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const shown = sceneImages?.images.shown[index];
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
            {n}
          </span>
          <h3 className="font-semibold text-slate-900">Scene {n}</h3>
          <span
            title="Estimated: the scripted time or the spoken voiceover, whichever is longer"
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
          >
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {Math.round(seconds)}s
          </span>
        </div>
        <button
          ref={toggle}
          type="button"
          onClick={editing ? onCancel : onEdit}
          aria-label={editing ? 'Cancel editing' : `Edit scene ${n}`}
          aria-pressed={editing}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {editing ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Pencil className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
      </div>
      {editing ? (
        <SceneEditor
          scene={scene}
          n={n}
          onCancel={onCancel}
          onEscape={() => {
            onCancel();
            toggle.current?.focus();
          }}
          onSave={onSave}
          onDraft={onDraft}
          onDirtyChange={onDirtyChange}
        />
      ) : (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 [&>div]:min-w-0">
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-500">Voiceover</dt>
            <dd className="mt-0.5 text-slate-900">{scene.audio.voiceover}</dd>
            <UntranslatedNote scene={scene} n={n} onEdit={onEdit} />
          </div>
          {sceneImages && shown ? (
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-500">Background</dt>
              <dd className="mt-1 flex items-start gap-3">
                <SceneThumbnail shown={shown} n={n} loading={sceneImages.images.loading} />
                <div className="min-w-0 space-y-2">
                  <p className="wrap-anywhere text-slate-800">
                    {backgroundDescription(scene.visual.background) ||
                      (shown.kind === 'colour' ? 'Colour background' : 'The chosen image')}
                  </p>
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    onClick={() => setPicking(true)}
                    aria-label={`Change image for scene ${n}`}
                    icon={<ImageIcon className="h-4 w-4" aria-hidden="true" />}
                  >
                    Change image
                  </Button>
                </div>
              </dd>
            </div>
          ) : (
            <div>
              <dt className="font-medium text-slate-500">Background</dt>
              <dd className="mt-0.5 wrap-anywhere text-slate-800">
                {backgroundDescription(scene.visual.background)}
              </dd>
            </div>
          )}
          {scene.visual.animation ? (
            <div>
              <dt className="font-medium text-slate-500">Animation</dt>
              <dd className="mt-0.5 text-slate-800">{scene.visual.animation}</dd>
            </div>
          ) : null}
          <div>
            <dt className="font-medium text-slate-500">Music mood</dt>
            <dd className="mt-0.5 inline-flex items-center gap-1 text-slate-800">
              <Music className="h-3.5 w-3.5" aria-hidden="true" />
              {scene.audio.musicMood}
            </dd>
          </div>
        </dl>
      )}
      {picking && sceneImages ? (
        <ImagePicker
          scriptId={sceneImages.scriptId}
          index={index}
          images={sceneImages.images}
          current={shown?.kind === 'image' ? shown.image.url : shown?.kind === 'unknown' ? shown.url : null}
          onPick={(image) => {
            sceneImages.onChoose(image);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </li>
  );
}
