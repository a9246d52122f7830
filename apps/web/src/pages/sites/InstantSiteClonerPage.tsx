import { Globe } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { useCloneIntoEditor } from './use-clone-into-editor.ts';

/** Spec §2.20: one URL, one button; the clone opens in the site editor. */
export function InstantSiteClonerPage() {
  const { url, setUrl, busy, reason, onSubmit } = useCloneIntoEditor({
    empty: 'Please enter a URL to clone',
    failed: () => 'Failed to clone site.',
  });

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
