import { Modal } from '../../components/ui/Modal.tsx';

/** Full-screen circular progress shown while a script is being written (spec §2.6); only the job ends it. */
export function ProgressOverlay({ progress, message }: { progress: number; message: string }) {
  const pct = Math.round(Math.min(100, Math.max(0, progress)));
  const radius = 54;
  const circumference = 2 * Math.PI * radius;
  return (
    <Modal title="Generating your script" look="status">
      <div
        className="relative mx-auto h-36 w-36"
        role="progressbar"
        aria-label="Script generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <svg viewBox="0 0 128 128" className="h-full w-full -rotate-90" aria-hidden="true">
          <circle cx="64" cy="64" r={radius} strokeWidth="10" className="fill-none stroke-slate-200" />
          <circle
            cx="64"
            cy="64"
            r={radius}
            strokeWidth="10"
            strokeLinecap="round"
            className="fill-none stroke-brand-600 transition-[stroke-dashoffset] duration-500"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - pct / 100)}
          />
        </svg>
        <span className="absolute inset-0 flex items-center justify-center text-3xl font-bold text-slate-900">
          {pct}%
        </span>
      </div>
      <p className="mt-6 font-medium text-slate-800" aria-live="polite">
        {message || 'Generating your script...'}
      </p>
      <p className="mt-2 text-sm text-slate-500">This usually takes a few seconds.</p>
    </Modal>
  );
}
