import type { ReviewScript } from '@adreel/contracts';
import { Link2, Sparkles, Wand2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useFittingText } from '../../lib/use-fitting-text.ts';
import { useGenerateScriptMutation } from './api.ts';
import { ProgressOverlay } from './ProgressOverlay.tsx';
import { useScriptJob } from './useScriptJob.ts';

/** Spec §2.6: paste a product URL, watch the script being written, then review it. */
export function DashboardPage() {
  const navigate = useNavigate();
  const inputId = useId();
  const reasonId = useId();
  const { data: config } = usePublicConfig();
  // "Make video" on an offer card arrives as ?url=<its promolink>&start=1.
  const [params, setParams] = useSearchParams();
  const [url, setUrl] = useState(() => params.get('url') ?? '');
  const [jobId, setJobId] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);

  const job = useScriptJob(jobId, 'url', {
    onCompleted(script: ReviewScript) {
      toast.success('Script generated successfully!');
      navigate('/script-review', { state: { script } });
    },
    onFailed(message) {
      setJobId(null);
      setReason(message);
      toast.error('Script generation failed. Please try again.');
    },
    onPollError() {
      toast.error('Error checking script status');
    },
  });

  const start = useGenerateScriptMutation({
    onSuccess: ({ id }) => {
      toast.success('Script generation started! This may take a minute...');
      setJobId(id);
    },
    onError: (error) => {
      setReason(errorMessage(error, ''));
      toast.error('Failed to start script generation');
    },
  });

  // Started once: the address loses ?start= at once, so a reload or Back does not write it again.
  const startFromOffer = params.get('start') === '1' ? params.get('url') : null;
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!startFromOffer || started.current === startFromOffer) return;
    started.current = startFromOffer;
    setParams({ url: startFromOffer }, { replace: true });
    start.mutate(startFromOffer.trim());
  }, [startFromOffer, setParams, start.mutate]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const value = url.trim();
    if (!value) {
      toast.error('Please enter a product URL');
      return;
    }
    setReason(null);
    start.mutate(value);
  }

  const demoUrl = config?.demoProductUrl ?? null;
  // The spec's placeholder is cut off in a phone-wide field: a field too narrow for it gets a shorter one.
  const field = useRef<HTMLInputElement>(null);
  const placeholder = useFittingText(
    field,
    'Enter your product URL to generate video',
    'Paste a product URL',
  );

  return (
    <div className="mx-auto max-w-4xl">
      <section className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-accent-600 px-5 py-12 text-center text-white shadow-lg sm:px-10 sm:py-16">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
          <Sparkles className="h-3.5 w-3.5" aria-hidden="true" /> AI video ads
        </span>
        <h1 className="mx-auto mt-4 max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">
          Transform Your Products Into Engaging &amp; Viral Videos
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-base text-white/85 sm:text-lg">
          Paste a product link. AdReel writes the ad script, you review it, and we turn it into a vertical
          video.
        </p>

        <form onSubmit={onSubmit} className="mx-auto mt-8 max-w-2xl">
          <label htmlFor={inputId} className="sr-only">
            Product URL
          </label>
          <div className="flex flex-col gap-3 rounded-2xl bg-white/10 p-2 sm:flex-row">
            <div className="relative flex-1">
              <Link2
                className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <input
                ref={field}
                id={inputId}
                type="url"
                name="url"
                inputMode="url"
                autoComplete="url"
                placeholder={placeholder}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                aria-describedby={reason ? reasonId : undefined}
                aria-invalid={reason ? true : undefined}
                className={`${inputClass} py-3 pl-10`}
              />
            </div>
            <Button
              type="submit"
              busy={start.isPending}
              busyText="Starting..."
              icon={<Wand2 className="h-4 w-4" aria-hidden="true" />}
              className="bg-none bg-white py-3 !text-brand-700 hover:bg-brand-50"
            >
              Generate Video
            </Button>
          </div>
          {reason ? (
            <p
              id={reasonId}
              role="alert"
              className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-left text-sm font-medium text-red-700"
            >
              {reason}
            </p>
          ) : null}
        </form>

        {demoUrl ? (
          <div className="mx-auto mt-6 flex max-w-2xl flex-col items-center justify-center gap-2 text-sm text-white/90 sm:flex-row">
            <span>
              Try the demo shop: <span className="break-all font-mono text-xs">{demoUrl}</span>
            </span>
            <button
              type="button"
              onClick={() => {
                setUrl(demoUrl);
                setReason(null);
              }}
              className="rounded-md bg-white/20 px-2.5 py-1 text-xs font-semibold hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white"
            >
              Use demo product
            </button>
          </div>
        ) : null}
      </section>

      <ol className="mt-8 grid gap-4 sm:grid-cols-3">
        {[
          ['1. Paste a link', 'Any product or affiliate page you want to promote.'],
          ['2. Review the script', 'Edit each scene’s voiceover and background.'],
          ['3. Create the video', 'A vertical 9:16 video ready for social networks.'],
        ].map(([title, text]) => (
          <li key={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ol>

      {jobId ? <ProgressOverlay job={job} /> : null}
    </div>
  );
}
