import type { NetworkConnectionDto } from '@adreel/contracts';
import { RefreshCw } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmButton } from '../../../components/ui/ConfirmButton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { receivedAt } from '../../../lib/dates.ts';
import { useDisconnectNetworkMutation, useRotateNetworkTokenMutation } from '../api.ts';
import { CopyUrlField } from '../CopyUrlField.tsx';

/** One connected network: where its links go, its postback URL to paste, token rotation, disconnect. */
export function NetworkConnectionCard({ connection: c }: { connection: NetworkConnectionDto }) {
  const rotate = useRotateNetworkTokenMutation({
    onSuccess: () => toast.success(`New token made: paste the new URL into ${c.name}`),
    onError: (error) => toast.error(errorMessage(error, 'Failed to rotate the token.')),
  });
  const disconnect = useDisconnectNetworkMutation({
    onSuccess: () => toast.success(`${c.name} disconnected`),
    onError: (error) => toast.error(errorMessage(error, 'Failed to disconnect the network.')),
  });
  const ownHosts = c.linkHosts.filter((h) => !c.standInHosts.includes(h));
  const posted = Object.values(c.macros).filter((m): m is string => m !== null && !m.startsWith('{'));

  return (
    <article aria-label={c.name} className="rounded-xl p-4 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{c.name}</h3>
      <p className="mt-1 text-sm break-words text-slate-600">
        Links to {ownHosts.length ? ownHosts.join(', ') : 'no hosts yet'} carry your click id as{' '}
        <code className="rounded bg-slate-100 px-1">?{c.subIdParam}=</code>
      </p>
      {c.standInHosts.length ? (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-amber-900">
          <span className="rounded bg-amber-100 px-1.5 py-0.5 font-bold tracking-wide uppercase ring-1 ring-amber-300">
            Stand-in
          </span>
          Demo links through {c.standInHosts.join(', ')} work the same way (a local stand-in, not {c.name}).
        </p>
      ) : null}
      <div className="mt-3">
        <CopyUrlField
          label={`Postback URL for ${c.name}`}
          url={c.postbackUrl}
          copyLabel="Copy URL"
          copyAriaLabel={`Copy the postback URL for ${c.name}`}
        />
        <p className="mt-1 text-xs text-slate-500">
          {c.postsFields
            ? `${c.name} sends its own fields (${posted.join(', ')}) to this URL.`
            : `${c.name} fills the macros in braces; they are case-sensitive.`}
          {c.macros.type === null ? ' For refunds, add &type=refund to the URL.' : ''}
        </p>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {c.lastReceivedAt
          ? `Last postback received: ${receivedAt(c.lastReceivedAt)}`
          : 'No postback received yet.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={rotate.isPending}
          busyText="Rotating..."
          aria-label={`Rotate the token of ${c.name}`}
          onClick={() => rotate.mutate(c.id)}
          icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
        >
          Rotate token
        </Button>
        <ConfirmButton
          label="Disconnect"
          ariaLabel={`Disconnect ${c.name}`}
          variant="ghost"
          confirmLabel="Disconnect now"
          confirmAriaLabel={`Disconnect ${c.name} now`}
          busy={disconnect.isPending}
          busyText="Disconnecting..."
          onConfirm={() => disconnect.mutate(c.id)}
        />
      </div>
    </article>
  );
}
