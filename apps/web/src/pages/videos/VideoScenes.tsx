import { backgroundDescription, type Scene } from '@adreel/contracts';
import { SceneThumbnail } from '../../components/scene-image/SceneThumbnail.tsx';
import { type ShownImage, useSceneImages } from '../../components/scene-image/use-scene-images.ts';
import { Card } from '../../components/ui/Card.tsx';

/**
 * Video Details' scenes: each shows its picture and the human description of its background, never
 * the image reference the render reads ("Product image 2: https://…"). Pictures need the script's
 * images, so a video without a script of its own (done-for-you) lists the words alone.
 */
export function VideoScenes({ scriptId, scenes }: { scriptId: string | null; scenes: readonly Scene[] }) {
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Scenes</h2>
      {scriptId ? <ScenesWithPictures scriptId={scriptId} scenes={scenes} /> : <SceneList scenes={scenes} />}
    </Card>
  );
}

function ScenesWithPictures({ scriptId, scenes }: { scriptId: string; scenes: readonly Scene[] }) {
  const images = useSceneImages(scriptId, scenes);
  // Without the script's images a scene's assignment is unknown: no picture rather than a wrong one.
  const shown = images.loading || images.error ? undefined : images.shown;
  return <SceneList scenes={scenes} shown={shown} loading={images.loading} />;
}

function SceneList({
  scenes,
  shown,
  loading = false,
}: {
  scenes: readonly Scene[];
  shown?: ShownImage[];
  loading?: boolean;
}) {
  return (
    <ol className="space-y-4">
      {scenes.map((s, i) => {
        const picture = shown?.[i];
        return (
          <li key={i} className="flex gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            {picture || loading ? (
              <SceneThumbnail shown={picture ?? { kind: 'colour' }} n={i + 1} loading={loading} />
            ) : null}
            <div className="min-w-0 flex-1">
              <div className="mb-2 flex items-center justify-between">
                <h3 className="font-semibold text-slate-900">Scene {i + 1}</h3>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                  {s.duration} seconds
                </span>
              </div>
              <dl className="grid gap-2 text-sm sm:grid-cols-[140px_1fr]">
                <dt className="font-medium text-slate-500">Background</dt>
                <dd className="wrap-anywhere text-slate-800">
                  {backgroundDescription(s.visual.background) || 'The picture shown'}
                </dd>
                <dt className="font-medium text-slate-500">Voiceover</dt>
                <dd className="text-slate-800">{s.audio.voiceover}</dd>
                <dt className="font-medium text-slate-500">Music Mood</dt>
                <dd className="text-slate-800">{s.audio.musicMood}</dd>
              </dl>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
