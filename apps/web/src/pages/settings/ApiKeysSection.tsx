import { MAX_API_KEYS_PER_USER } from '@adreel/contracts';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmButton } from '../../components/ui/ConfirmButton.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { WhenLoaded } from '../../components/ui/WhenLoaded.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } from './api.ts';
import { formatWhen, SecretOnce } from './SecretOnce.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * Personal API keys for automation (Zapier, scripts): the full key is shown once, right after it is
 * made; the list shows each key's name and first characters.
 */
export function ApiKeysSection() {
  const keys = useApiKeysQuery();
  const [name, setName] = useState('');
  // The key just made, shown in full once; it goes away when that key is revoked.
  const [fresh, setFresh] = useState<{ id: string; secret: string } | null>(null);
  const create = useCreateApiKeyMutation({
    onSuccess: (made) => {
      setName('');
      setFresh({ id: made.key.id, secret: made.secret });
      toast.success('API key created');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to create the API key.')),
  });
  const revoke = useRevokeApiKeyMutation({
    onSuccess: (_ok, id) => {
      setFresh((shown) => (shown?.id === id ? null : shown));
      toast.success('API key revoked');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to revoke the API key.')),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return void toast.error('Give the key a name, e.g. "Zapier"');
    create.mutate(name.trim());
  }

  return (
    <SettingsCard title="API keys" icon={KeyRound}>
      <p className="mt-2 text-sm text-slate-600">
        Let your own tools call the AdReel API as you: send{' '}
        <code className="text-xs">Authorization: Bearer adr_…</code>. Keys cannot change your account, keys or
        webhooks, nor read or change your Digistore24 connection, postback or IPN settings. See the API docs
        at{' '}
        <a href="/docs" className="font-medium text-brand-700 underline" target="_blank" rel="noreferrer">
          /docs
        </a>
        .
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Key name"
            value={name}
            maxLength={80}
            placeholder="e.g. Zapier"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" busy={create.isPending} busyText="Creating...">
          Create key
        </Button>
      </form>
      {fresh ? (
        <div className="mt-4">
          <SecretOnce
            label="Your new API key"
            value={fresh.secret}
            note="Copy it now: it is shown only once. Anyone with this key can use AdReel as you."
          />
        </div>
      ) : null}
      <div className="mt-4">
        <WhenLoaded query={keys} loading="Loading your API keys..." failed="Failed to load your API keys.">
          {(data) =>
            data.keys.length === 0 ? (
              <p className="text-sm text-slate-500">No API keys yet.</p>
            ) : (
              <ul className="divide-y divide-slate-200" aria-label="API keys">
                {data.keys.map((key) => (
                  <li
                    key={key.id}
                    className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0 text-sm">
                      <p className="break-words font-medium text-slate-900">{key.name}</p>
                      <p className="font-mono text-xs text-slate-600">{key.prefix}…</p>
                      <p className="text-xs text-slate-500">
                        Created {formatWhen(key.createdAt)} · Last used{' '}
                        {key.lastUsedAt ? formatWhen(key.lastUsedAt) : 'never'}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <ConfirmButton
                        label="Revoke"
                        ariaLabel={`Revoke ${key.name}`}
                        variant="secondary"
                        confirmLabel="Revoke now"
                        confirmAriaLabel={`Confirm revoking ${key.name}`}
                        busy={revoke.isPending && revoke.variables === key.id}
                        busyText="Revoking..."
                        onConfirm={() => revoke.mutate(key.id)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </WhenLoaded>
        <p className="mt-2 text-xs text-slate-500">Up to {MAX_API_KEYS_PER_USER} keys.</p>
      </div>
    </SettingsCard>
  );
}
