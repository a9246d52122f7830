import {
  generateScriptResponseSchema,
  type ReviewScript,
  regenerateScriptResponseSchema,
  SCRIPT_TEXT_MAX,
  textScriptStage,
} from '@adreel/contracts';
import { Check, FileText, RefreshCw, Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { TextArea } from '../../components/ui/Field.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { useScriptJob } from './useScriptJob.ts';

export const TEXT_STAGES = [
  'Analyzing Text',
  'Generating Script',
  'Optimizing Content',
  'Finalizing',
] as const;
/** The last text script of this browser session, so Regenerate Script works after coming back. */
const LAST_SCRIPT_KEY = 'textToVideo.lastScriptId';

function rememberedScriptId(): string | null {
  try {
    return sessionStorage.getItem(LAST_SCRIPT_KEY);
  } catch {
    return null;
  }
}

/** Spec §2.15: free text → script, with a progress panel and the four script stages. */
export function TextToVideoPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [scriptId, setScriptId] = useState<string | null>(rememberedScriptId);
  const [starting, setStarting] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [reason, setReason] = useState<string | null>(null);

  const remember = (id: string) => {
    setScriptId(id);
    try {
      sessionStorage.setItem(LAST_SCRIPT_KEY, id);
    } catch {
      // Private mode without storage: Regenerate stays available for this page view only.
    }
  };

  const openReview = (script: ReviewScript) => navigate('/script-review', { state: { script } });

  const job = useScriptJob(jobId, {
    onCompleted(script) {
      toast.success('Script generated successfully!');
      openReview(script);
    },
    onFailed(message) {
      setJobId(null);
      setReason(message);
      toast.error('Failed to generate script');
    },
    onPollError() {
      toast.error('Error checking script status');
    },
  });

  const processing = jobId !== null;
  const stage = processing ? textScriptStage(job.progress) : -1;

  async function generate(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      toast.error('Please enter some text');
      return;
    }
    setReason(null);
    setStarting(true);
    try {
      const { id } = await api('/videos/generate-script-from-text', {
        method: 'POST',
        body: { text: text.trim() },
        schema: generateScriptResponseSchema,
      });
      remember(id);
      setJobId(id);
    } catch (error) {
      setReason(errorMessage(error, ''));
      toast.error('Failed to generate script');
    } finally {
      setStarting(false);
    }
  }

  async function regenerate() {
    if (!text.trim()) {
      toast.error('Please enter some text');
      return;
    }
    if (!scriptId) return;
    setReason(null);
    setRegenerating(true);
    try {
      const script = await api('/videos/regenerate-script-from-text', {
        method: 'POST',
        body: { scriptId, text: text.trim() },
        schema: regenerateScriptResponseSchema,
      });
      toast.success('Script regenerated successfully!');
      openReview(script);
    } catch (error) {
      setReason(errorMessage(error, ''));
      toast.error('Failed to regenerate script');
    } finally {
      setRegenerating(false);
    }
  }

  const pct = processing ? Math.round(job.progress) : 0;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Text to Video"
        subtitle="Describe your product or offer in your own words and AdReel writes the video script."
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card>
          <form onSubmit={generate} className="space-y-4">
            <TextArea
              label="Your text"
              name="text"
              rows={10}
              maxLength={SCRIPT_TEXT_MAX}
              placeholder="For example: a handmade leather wallet that holds twelve cards, blocks RFID and lasts for years..."
              value={text}
              onChange={(e) => setText(e.target.value)}
              disabled={processing}
            />
            <p className="text-right text-xs text-slate-500">
              {text.length.toLocaleString('en-US')} / {SCRIPT_TEXT_MAX.toLocaleString('en-US')}
            </p>
            {reason ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
                {reason}
              </p>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                type="submit"
                busy={starting || processing}
                busyText="Generating..."
                disabled={regenerating}
                icon={<Wand2 className="h-4 w-4" aria-hidden="true" />}
              >
                Generate Script
              </Button>
              {scriptId ? (
                <Button
                  variant="secondary"
                  onClick={regenerate}
                  busy={regenerating}
                  busyText="Regenerating..."
                  disabled={starting || processing}
                  icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />}
                >
                  Regenerate Script
                </Button>
              ) : null}
            </div>
          </form>
        </Card>

        <Card className="h-fit">
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <FileText className="h-4 w-4 text-brand-600" aria-hidden="true" /> Progress
          </h2>
          <div
            className="mt-4 h-2.5 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label="Script generation progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-brand-600 to-accent-500 transition-[width] duration-500"
              style={{ width: `${pct}%` }}
            />
          </div>
          <div className="mt-2 flex justify-between gap-2 text-sm">
            <span className="text-slate-600" aria-live="polite">
              {processing ? job.message || 'Generating your script...' : 'Waiting for your text'}
            </span>
            <span className="font-semibold text-slate-900">{pct}%</span>
          </div>
          <ol className="mt-5 space-y-3" aria-label="Script stages">
            {TEXT_STAGES.map((name, i) => {
              const state = stage > i ? 'done' : stage === i ? 'active' : 'pending';
              return (
                <li
                  key={name}
                  data-state={state}
                  aria-current={state === 'active' ? 'step' : undefined}
                  className="flex items-center gap-3 text-sm"
                >
                  <span
                    className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                      state === 'done'
                        ? 'bg-green-600 text-white'
                        : state === 'active'
                          ? 'animate-pulse bg-brand-600 text-white'
                          : 'bg-slate-200 text-slate-600'
                    }`}
                  >
                    {state === 'done' ? <Check className="h-4 w-4" aria-label="done" /> : i + 1}
                  </span>
                  <span className={state === 'pending' ? 'text-slate-500' : 'font-medium text-slate-900'}>
                    {name}
                  </span>
                </li>
              );
            })}
          </ol>
        </Card>
      </div>
    </div>
  );
}
