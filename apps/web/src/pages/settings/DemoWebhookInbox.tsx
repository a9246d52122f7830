import type { DemoInboxReceipt } from '@adreel/contracts';
import { FlaskConical, Inbox } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { WhenLoaded } from '../../components/ui/WhenLoaded.tsx';
import { useDemoInboxQuery, useWebhooksQuery } from './api.ts';
import { CopyUrlField } from './CopyUrlField.tsx';
import { formatWhen } from './SecretOnce.tsx';

/** A JSON body indented for reading; anything else as it came. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * Demo mode's webhook inbox (Settings → Webhooks): a stand-in for the user's own server, since a
 * demo reaches no outside address. One click adds it as a webhook; what it receives is listed with
 * whether each signature matched that webhook's secret.
 */
export function DemoWebhookInbox({ onUse, adding }: { onUse: (url: string) => void; adding: boolean }) {
  const inbox = useDemoInboxQuery(true);
  const hooks = useWebhooksQuery();
  const url = inbox.data?.url;
  const inUse = Boolean(url && hooks.data?.webhooks.some((h) => h.url === url));
  return (
    <section
      aria-labelledby="demo-inbox-title"
      className="mt-5 rounded-xl bg-amber-50/60 p-4 ring-1 ring-amber-200"
      data-testid="demo-inbox"
    >
      <h3 id="demo-inbox-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <FlaskConical aria-hidden="true" className="h-4 w-4 text-amber-700" />
        Demo inbox — a stand-in for your server
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        This demo cannot reach outside addresses, so AdReel brings its own receiver: it takes your webhooks
        the way your server would and checks each signature with the webhook&apos;s secret.
      </p>
      <WhenLoaded
        query={inbox}
        className="mt-3"
        small
        loading="Loading the demo inbox..."
        failed="Failed to load the demo inbox."
      >
        {({ url, receipts }) => (
          <>
            <div className="mt-3">
              <CopyUrlField label="Demo inbox address" url={url} copyLabel="Copy address" />
            </div>
            {inUse ? (
              <p className="mt-3 text-sm text-slate-600">A webhook below sends to this inbox.</p>
            ) : (
              <Button
                className="mt-3"
                variant="secondary"
                busy={adding}
                busyText="Adding..."
                icon={<Inbox aria-hidden="true" className="h-4 w-4" />}
                onClick={() => onUse(url)}
              >
                Use the demo inbox
              </Button>
            )}
            <Receipts receipts={receipts} />
          </>
        )}
      </WhenLoaded>
    </section>
  );
}

function Receipts({ receipts }: { receipts: DemoInboxReceipt[] }) {
  if (receipts.length === 0)
    return <p className="mt-3 text-xs text-slate-500">Nothing received yet. Send a test event to see one.</p>;
  return (
    <ul className="mt-3 space-y-2" aria-label="Received by the demo inbox">
      {receipts.map((r) => (
        <li key={r.id} className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <code className="font-mono text-xs font-semibold text-slate-900">{r.event}</code>
            <span className="text-xs text-slate-500">{formatWhen(r.receivedAt)}</span>
            {r.verified ? (
              <span className="text-xs font-semibold text-emerald-700">signature verified ✓</span>
            ) : (
              <span className="text-xs font-semibold text-red-700">signature not verified ✗</span>
            )}
          </div>
          <details className="mt-1">
            <summary className="cursor-pointer text-xs text-slate-600">Body</summary>
            <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs text-slate-800">
              {pretty(r.body)}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
