import { type ReviewScript, SCRIPT_TEXT_MAX } from '@adreel/contracts';
import { RefreshCw, Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { DemoBadges } from '../../components/ui/DemoBadge.tsx';
import { TextArea } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useGenerateScriptFromTextMutation, useRegenerateScriptMutation } from './api.ts';
import { ScriptProgressPanel } from './ScriptProgressPanel.tsx';
import { useScriptJob } from './useScriptJob.ts';

/** The last text script of this browser session, so Regenerate Script works after coming back. */
const LAST_SCRIPT_KEY = 'textToVideo.lastScriptId';

function rememberedScriptId(): string | null {
  try {
    return sessionStorage.getItem(LAST_SCRIPT_KEY);
  } catch {
    return null;
  }
}

/** Spec §2.15: free text → script, with a progress panel listing the steps that really run. */
export function TextToVideoPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [scriptId, setScriptId] = useState<string | null>(rememberedScriptId);
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

  const job = useScriptJob(jobId, 'text', {
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

  const failedWith = (toastText: string) => (error: Error) => {
    setReason(errorMessage(error, ''));
    toast.error(toastText);
  };
  const start = useGenerateScriptFromTextMutation({
    onSuccess: ({ id }) => {
      remember(id);
      setJobId(id);
    },
    onError: failedWith('Failed to generate script'),
  });
  const regenerate = useRegenerateScriptMutation({
    onSuccess: (script) => {
      toast.success('Script regenerated successfully!');
      openReview(script);
    },
    onError: failedWith('Failed to regenerate script'),
  });
  const starting = start.isPending;
  const regenerating = regenerate.isPending;

  function onGenerate(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      toast.error('Please enter some text');
      return;
    }
    setReason(null);
    start.mutate(text.trim());
  }

  function onRegenerate() {
    if (!text.trim()) {
      toast.error('Please enter some text');
      return;
    }
    if (!scriptId) return;
    setReason(null);
    regenerate.mutate({ scriptId, text: text.trim() });
  }

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Text to Video"
        subtitle="Describe your product or offer in your own words and AdReel writes the video script."
      />
      <DemoBadges services={['writer']} />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card>
          <form onSubmit={onGenerate} className="space-y-4">
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
                  onClick={onRegenerate}
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

        <ScriptProgressPanel
          job={job}
          processing={processing}
          status={processing ? job.message || 'Generating your script...' : 'Waiting for your text'}
        />
      </div>
    </div>
  );
}
