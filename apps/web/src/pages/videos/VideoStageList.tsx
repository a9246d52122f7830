import { VIDEO_STAGES, videoStageIndex } from '@adreel/contracts';
import { Check, Loader2 } from 'lucide-react';

/** The six render stages (spec §4): done, the one in progress, and those still to come. */
export function VideoStageList({ progress, status }: { progress: number; status: string }) {
  const current = videoStageIndex(progress);
  const completed = status === 'completed';
  return (
    <ol className="space-y-3" aria-label="Video generation stages">
      {VIDEO_STAGES.map((stage, i) => {
        const done = completed || i < current;
        // A queued video waits for a render slot: no stage runs yet.
        const active = !completed && status !== 'failed' && status !== 'queued' && i === current;
        return (
          <li
            key={stage}
            data-state={done ? 'done' : active ? 'active' : 'pending'}
            className="flex items-center gap-3"
          >
            <span
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                done
                  ? 'bg-green-600 text-white'
                  : active
                    ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                    : 'bg-slate-100 text-slate-500'
              }`}
            >
              {done ? (
                <Check aria-hidden="true" className="h-4 w-4" />
              ) : active ? (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                i + 1
              )}
            </span>
            <span
              className={`text-sm ${done ? 'text-slate-900' : active ? 'font-semibold text-brand-700' : 'text-slate-500'}`}
            >
              {stage}
              <span className="sr-only">{done ? ' (done)' : active ? ' (in progress)' : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
