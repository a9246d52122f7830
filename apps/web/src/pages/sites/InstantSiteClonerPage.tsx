import { Globe } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { CloneStepError, cloneIntoNewSite } from './site-api.ts';

/** Spec §2.20: one URL, one button; the clone opens in the site editor. */
export function InstantSiteClonerPage() {
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setReason('');
    const target = url.trim();
    if (!target) {
      toast.error('Please enter a URL to clone');
      return;
    }
    setBusy(true);
    try {
      const site = await cloneIntoNewSite(target);
      navigate(`/site-editor/${site.id}`);
    } catch (error) {
      toast.error('Failed to clone site.');
      setReason(error instanceof CloneStepError ? error.reason : '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Instant Site Cloner"
        subtitle="Clone any sales page in seconds, plug in your affiliate link and publish it as your own money site."
      />
      <Card>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              label="Website URL"
              name="url"
              type="url"
              inputMode="url"
              placeholder="https://example.com/sales-page"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <Button
            type="submit"
            busy={busy}
            busyText="Cloning..."
            icon={<Globe aria-hidden="true" className="h-4 w-4" />}
          >
            Clone
          </Button>
        </form>
        {reason ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {reason}
          </p>
        ) : null}
      </Card>
    </div>
  );
}
