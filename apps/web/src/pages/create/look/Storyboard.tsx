import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useSettled } from '../../../lib/use-settled.ts';
import { type StoryboardRequest, useStoryboardQuery } from '../api.ts';

/**
 * One still per scene, drawn by the server with the render's own graph at the middle of each scene,
 * redrawn when a scene, the template, the caption style or the format changes.
 */
export function Storyboard({ request }: { request: StoryboardRequest }) {
  const settled = useSettled(request, 400);
  const board = useStoryboardQuery(settled);
  useEffect(() => {
    if (board.isError) toast.error('Failed to load the storyboard preview', { id: 'storyboard' });
  }, [board.isError]);
  const drawing = board.isFetching || settled !== request;
  const portrait = request.format === '9:16';
  return (
    <section aria-labelledby="storyboard-title" aria-busy={drawing}>
      <div className="flex items-center gap-2">
        <h3 id="storyboard-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          Storyboard
        </h3>
        {drawing ? <Spinner className="h-4 w-4" label="Drawing the storyboard" /> : null}
      </div>
      {board.isError && !board.data ? (
        <p className="mt-2 text-sm text-red-700">
          The preview could not be drawn. Your video can still be created.
        </p>
      ) : (
        <ol
          className={`mt-2 grid gap-2 ${portrait ? 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-7' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4'}`}
        >
          {request.content.reelScript.scenes.map((_, i) => {
            const still = board.data?.scenes[i];
            return (
              <li key={i} className="min-w-0">
                {still ? (
                  <img
                    src={still.image}
                    alt={`Scene ${i + 1} preview`}
                    width={board.data?.width}
                    height={board.data?.height}
                    className={`h-auto w-full rounded-lg ring-1 ring-slate-200 transition-opacity ${drawing ? 'opacity-60' : ''}`}
                  />
                ) : (
                  <span
                    className="block w-full animate-pulse rounded-lg bg-slate-200"
                    style={{
                      aspectRatio: portrait ? '9 / 16' : request.format === '1:1' ? '1 / 1' : '16 / 9',
                    }}
                  />
                )}
                <span className="mt-1 block text-center text-xs text-slate-500">Scene {i + 1}</span>
                {still?.problem ? (
                  <p role="status" className="mt-1 text-xs text-amber-800">
                    {still.problem}. The scene uses the template’s background instead.
                  </p>
                ) : null}
                {still?.notes?.length ? (
                  <p className="mt-1 text-xs text-slate-500">About the image: {still.notes.join('; ')}.</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
