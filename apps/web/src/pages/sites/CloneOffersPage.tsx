import { Copy } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { useCloneIntoEditor } from './use-clone-into-editor.ts';

const STEP_MESSAGES = {
  clone: 'Failed to clone website',
  save: 'Failed to save cloned website',
  record: 'Failed to save to cloned-sites',
} as const;

/** Spec §2.16: clone any offer page, then edit and publish it in the site editor. */
export function CloneOffersPage() {
  const location = useLocation();
  const title = (location.state as { title?: string } | null)?.title ?? 'Clone Offers';
  const { url, setUrl, busy, reason, onSubmit } = useCloneIntoEditor({
    empty: 'Please enter a URL',
    failed: (step) => STEP_MESSAGES[step],
    requireToken: true,
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={title}
        subtitle="Paste the address of any offer or sales page. We copy it into your account so you can put your affiliate link on it and publish it."
      />
      <Card>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label="Offer page URL"
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://example.com/offer"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          {reason ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {reason}
            </p>
          ) : null}
          <Button
            type="submit"
            busy={busy}
            busyText="Cloning..."
            icon={<Copy aria-hidden="true" className="h-4 w-4" />}
            className="w-full sm:w-auto"
          >
            Clone Offer
          </Button>
        </form>
      </Card>
    </div>
  );
}
