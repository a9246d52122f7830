import { TRAINING_PAGES, type TrainingPageKey } from '@adreel/contracts';
import { Clapperboard } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useWalkthroughsQuery } from '../../queries/training.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { WalkthroughPlayer } from './WalkthroughPlayer.tsx';

/** Until the first start has rendered a video, its place says so instead of showing a broken player. */
function Preparing() {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 px-6 py-12 text-center"
    >
      <Clapperboard aria-hidden="true" className="h-8 w-8 text-brand-600" />
      <p className="font-semibold text-slate-800">This training video is being prepared</p>
      <p className="max-w-sm text-sm text-slate-600">
        It appears here on its own in a minute or two. Everything else in AdReel already works meanwhile.
      </p>
    </div>
  );
}

/** The built-in training a page plays (TRAINING_PAGES): one player per walkthrough. */
export function BuiltInTraining({ page, autoPlay = false }: { page: TrainingPageKey; autoPlay?: boolean }) {
  const query = useWalkthroughsQuery(page);
  useEffect(() => {
    if (query.isError) toast.error('Failed to load the training videos');
  }, [query.isError]);

  if (query.isLoading) {
    return (
      <div className="flex min-h-[30vh] items-center justify-center text-slate-500">
        <Spinner className="h-6 w-6 text-brand-600" label="Loading training..." />
      </div>
    );
  }
  const ready = new Map(query.data?.walkthroughs.map((w) => [w.id, w]));
  return (
    <div className="space-y-8">
      {TRAINING_PAGES[page].map((id, i) => {
        const walkthrough = ready.get(id);
        return walkthrough ? (
          <WalkthroughPlayer key={id} walkthrough={walkthrough} autoPlay={autoPlay && i === 0} />
        ) : (
          <Preparing key={id} />
        );
      })}
    </div>
  );
}
