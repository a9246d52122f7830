import type { ClickBankAccountResponse } from '@adreel/contracts';
import { ShoppingBag, Unplug } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { WhenLoaded } from '../../components/ui/WhenLoaded.tsx';
import { errorMessage } from '../../lib/api.ts';
import { receivedAt } from '../../lib/dates.ts';
import {
  useClickBankAccountQuery,
  useConnectClickBankMutation,
  useDisconnectClickBankMutation,
} from '../../queries/clickbank.ts';
import { CopyUrlField } from './CopyUrlField.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/** Demo mode: where the stand-in shows the account's API key and takes its INS settings. */
function StandInNote({ standInUrl, nickname }: { standInUrl: string; nickname: string | null }) {
  const page = nickname ? `${standInUrl}/account/${nickname}` : standInUrl;
  return (
    <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      Demo mode: a ClickBank stand-in answers instead of ClickBank, and its sales are not real money.{' '}
      <a href={page} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
        Open the ClickBank stand-in
      </a>{' '}
      for an account's API key and its Instant Notification settings.
    </p>
  );
}

function ConnectForm() {
  const [nickname, setNickname] = useState('');
  const [apiKey, setApiKey] = useState('');
  const connect = useConnectClickBankMutation({
    onSuccess: () => {
      toast.success('ClickBank connected: paste the notification URL and secret key into ClickBank');
      setApiKey('');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to connect ClickBank.')),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    connect.mutate({ nickname: nickname.trim(), apiKey: apiKey.trim() });
  }
  return (
    <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="Connect ClickBank">
      <TextField
        label="ClickBank nickname"
        value={nickname}
        autoComplete="off"
        required
        onChange={(e) => setNickname(e.target.value)}
      />
      <TextField
        label="ClickBank API key"
        hint="ClickBank → Settings → API Management; starts with API-"
        type="password"
        value={apiKey}
        autoComplete="off"
        required
        onChange={(e) => setApiKey(e.target.value)}
      />
      <div className="sm:col-span-2">
        <Button
          type="submit"
          busy={connect.isPending}
          busyText="Connecting..."
          disabled={!nickname || !apiKey}
        >
          Connect ClickBank
        </Button>
      </div>
    </form>
  );
}

function Connected({ account }: { account: ClickBankAccountResponse }) {
  const disconnect = useDisconnectClickBankMutation({
    onSuccess: () => toast.success('ClickBank disconnected'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to disconnect ClickBank.')),
  });
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-slate-700">
        Connected as <span className="font-mono font-semibold">{account.nickname}</span>. In ClickBank, open
        Settings → Instant Notification Service, choose version 8.0 and paste these two values:
      </p>
      {account.insUrl ? (
        <CopyUrlField label="Instant Notification URL" url={account.insUrl} copyLabel="Copy URL" />
      ) : null}
      {account.insSecretKey ? (
        <CopyUrlField
          label="Secret key"
          url={account.insSecretKey}
          copyLabel="Copy key"
          copyAriaLabel="Copy the ClickBank secret key"
        />
      ) : null}
      <p className="text-xs text-slate-500">
        {account.lastReceivedAt
          ? `Last notification received ${receivedAt(account.lastReceivedAt)}.`
          : 'No notification received yet.'}
      </p>
      <Button
        variant="secondary"
        busy={disconnect.isPending}
        busyText="Disconnecting..."
        icon={<Unplug aria-hidden="true" className="h-4 w-4" />}
        onClick={() => disconnect.mutate()}
      >
        Disconnect ClickBank
      </Button>
    </div>
  );
}

/**
 * Settings → ClickBank (issue 34 item 3): connect with the account nickname and an API key; ClickBank
 * then sends each sale to AdReel's Instant Notification address, encrypted with the secret key shown
 * here, and AdReel's HopLinks carry the click id as tid so each sale lands under the video that sold it.
 */
export function ClickBankSection() {
  const account = useClickBankAccountQuery();
  return (
    <div id="clickbank" className="mt-6 scroll-mt-20">
      <SettingsCard title="ClickBank" icon={ShoppingBag}>
        <p className="mt-2 text-sm text-slate-600">
          Promote ClickBank products: your HopLinks carry your click id, and ClickBank's Instant Notification
          tells AdReel about each sale, refund and chargeback.
        </p>
        <WhenLoaded query={account} className="mt-4" failed="Failed to load your ClickBank connection.">
          {(data) => (
            <>
              {data.standInUrl ? <StandInNote standInUrl={data.standInUrl} nickname={data.nickname} /> : null}
              {data.connected ? <Connected account={data} /> : <ConnectForm />}
            </>
          )}
        </WhenLoaded>
      </SettingsCard>
    </div>
  );
}
