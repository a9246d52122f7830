import { WEBHOOK_EVENTS, type WebhookEndpointDto, type WebhookEvent } from '@adreel/contracts';
import { Webhook } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmButton } from '../../components/ui/ConfirmButton.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { WhenLoaded } from '../../components/ui/WhenLoaded.tsx';
import { errorMessage } from '../../lib/api.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useRevealWebhookSecretMutation,
  useTestWebhookMutation,
  useUpdateWebhookMutation,
  useWebhookDeliveriesQuery,
  useWebhooksQuery,
} from './api.ts';
import { DemoWebhookInbox } from './DemoWebhookInbox.tsx';
import { formatWhen, SecretOnce } from './SecretOnce.tsx';
import { SettingsCard } from './SettingsCard.tsx';

const EVENT_LABELS: Record<WebhookEvent, string> = {
  'video.completed': 'Video completed',
  'sale.created': 'Sale recorded',
  'sale.reversed': 'Refund or chargeback recorded',
};

const STATUS_STYLE = {
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/** Outgoing webhooks: signed POSTs to the user's own endpoint when a video completes or a sale arrives. */
export function WebhooksSection() {
  const hooks = useWebhooksQuery();
  const demoInbox = usePublicConfig().data?.demoWebhookInbox === true;
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [secret, setSecret] = useState<{ id: string; value: string } | null>(null);
  const create = useCreateWebhookMutation({
    onSuccess: (made) => {
      setUrl('');
      setSecret({ id: made.webhook.id, value: made.secret });
      toast.success('Webhook added');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to add the webhook.')),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!url.trim()) return void toast.error('Enter the address to send events to');
    if (events.length === 0) return void toast.error('Pick at least one event');
    create.mutate({ url: url.trim(), events });
  }

  return (
    <SettingsCard title="Webhooks" icon={Webhook}>
      <p className="mt-2 text-sm text-slate-600">
        AdReel POSTs a signed JSON event to your address when a video completes or a sale is recorded, and
        retries with backoff until it answers 2xx. How to check the signature:{' '}
        <a href="/docs" className="font-medium text-brand-700 underline" target="_blank" rel="noreferrer">
          API docs
        </a>
        .
      </p>
      <form onSubmit={submit} className="mt-4 space-y-3">
        <TextField
          label="Endpoint URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/adreel-webhook"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Events</legend>
          <div className="flex flex-wrap gap-4">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300 text-brand-600"
                  checked={events.includes(event)}
                  onChange={(e) =>
                    setEvents((now) => (e.target.checked ? [...now, event] : now.filter((x) => x !== event)))
                  }
                />
                {EVENT_LABELS[event]} <code className="text-xs text-slate-500">{event}</code>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" busy={create.isPending} busyText="Adding...">
          Add webhook
        </Button>
      </form>
      {demoInbox ? (
        <DemoWebhookInbox
          adding={create.isPending}
          onUse={(inboxUrl) => create.mutate({ url: inboxUrl, events: [...WEBHOOK_EVENTS] })}
        />
      ) : null}
      <div className="mt-5">
        <WhenLoaded query={hooks} loading="Loading your webhooks..." failed="Failed to load your webhooks.">
          {(data) =>
            data.webhooks.length === 0 ? (
              <p className="text-sm text-slate-500">No webhooks yet.</p>
            ) : (
              <ul className="space-y-4" aria-label="Webhooks">
                {data.webhooks.map((hook) => (
                  <WebhookItem
                    key={hook.id}
                    hook={hook}
                    secret={secret?.id === hook.id ? secret.value : null}
                    onSecret={(value) => setSecret({ id: hook.id, value })}
                  />
                ))}
              </ul>
            )
          }
        </WhenLoaded>
      </div>
    </SettingsCard>
  );
}

function WebhookItem({
  hook,
  secret,
  onSecret,
}: {
  hook: WebhookEndpointDto;
  secret: string | null;
  onSecret: (value: string) => void;
}) {
  const update = useUpdateWebhookMutation({
    onError: (error) => toast.error(errorMessage(error, 'Failed to change the webhook.')),
  });
  const remove = useDeleteWebhookMutation({
    onSuccess: () => toast.success('Webhook deleted'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to delete the webhook.')),
  });
  const reveal = useRevealWebhookSecretMutation({
    onSuccess: (r) => onSecret(r.secret),
    onError: (error) => toast.error(errorMessage(error, 'Failed to show the secret.')),
  });
  const test = useTestWebhookMutation({
    onSuccess: () => toast.success('Test event queued'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to send a test event.')),
  });

  return (
    <li className="rounded-xl p-4 ring-1 ring-slate-200" aria-label={`Webhook ${hook.url}`}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="break-all font-mono text-sm text-slate-900">{hook.url}</p>
          <p className="text-xs text-slate-500">
            {hook.events.map((e) => EVENT_LABELS[e]).join(' · ')} · {hook.enabled ? 'Enabled' : 'Disabled'}
          </p>
        </div>
        <label className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 text-brand-600"
            checked={hook.enabled}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: hook.id, body: { enabled: e.target.checked } })}
          />
          Enabled
        </label>
      </div>
      {secret ? (
        <div className="mt-3">
          <SecretOnce
            label="Signing secret"
            value={secret}
            note="Use it to check the x-adreel-signature header of each event."
          />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={test.isPending}
          busyText="Sending..."
          onClick={() => test.mutate(hook.id)}
        >
          Send test event
        </Button>
        {secret ? null : (
          <Button
            variant="ghost"
            busy={reveal.isPending}
            busyText="Loading..."
            onClick={() => reveal.mutate(hook.id)}
          >
            Reveal secret
          </Button>
        )}
        <ConfirmButton
          label="Delete"
          ariaLabel={`Delete webhook ${hook.url}`}
          variant="ghost"
          confirmLabel="Delete now"
          confirmAriaLabel={`Confirm deleting webhook ${hook.url}`}
          busy={remove.isPending}
          busyText="Deleting..."
          onConfirm={() => remove.mutate(hook.id)}
        />
      </div>
      <Deliveries id={hook.id} />
    </li>
  );
}

function Deliveries({ id }: { id: string }) {
  const deliveries = useWebhookDeliveriesQuery(id);
  if (deliveries.isLoading)
    return <Spinner className="mt-3 h-4 w-4 text-brand-600" label="Loading deliveries..." />;
  if (deliveries.isError || !deliveries.data)
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        Failed to load deliveries.
      </p>
    );
  if (deliveries.data.deliveries.length === 0)
    return <p className="mt-3 text-xs text-slate-500">No deliveries yet.</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-xs" aria-label="Recent deliveries">
        <thead className="text-slate-500">
          <tr>
            <th className="py-1 pr-3 font-medium">Event</th>
            <th className="py-1 pr-3 font-medium">Status</th>
            <th className="py-1 pr-3 font-medium">Code</th>
            <th className="py-1 pr-3 font-medium">Attempts</th>
            <th className="py-1 pr-3 font-medium">Next retry</th>
            <th className="py-1 font-medium">When</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deliveries.data.deliveries.map((d) => (
            <tr key={d.id}>
              <td className="py-1.5 pr-3 font-mono">{d.event}</td>
              <td className="py-1.5 pr-3">
                <span
                  className={`rounded-full px-2 py-0.5 ring-1 ${STATUS_STYLE[d.status]}`}
                  title={d.lastError ?? undefined}
                >
                  {d.status}
                </span>
              </td>
              <td className="py-1.5 pr-3">{d.lastStatus ?? '—'}</td>
              <td className="py-1.5 pr-3">{d.attempts}</td>
              <td className="py-1.5 pr-3">{formatWhen(d.nextAttemptAt)}</td>
              <td className="py-1.5">{formatWhen(d.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
