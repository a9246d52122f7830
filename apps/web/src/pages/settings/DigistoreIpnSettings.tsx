import { Check, Copy, Receipt } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { inputClass, TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCopyTick } from '../../lib/use-copy-tick.ts';
import { useIpnSettingsQuery, useSaveIpnPassphraseMutation } from '../links/api.ts';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * Digistore24 sales: the IPN address to paste into Digistore24 (Account → Integrations → IPN) and the
 * passphrase that signs its notifications, so sales, refunds and chargebacks reach Performance.
 */
export function DigistoreIpnSettings() {
  const urlId = useId();
  const settings = useIpnSettingsQuery();
  const [passphrase, setPassphrase] = useState('');
  const { copied, copy } = useCopyTick();
  const save = useSaveIpnPassphraseMutation({
    onSuccess: () => {
      setPassphrase('');
      toast.success('IPN passphrase saved');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to save the passphrase.')),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (passphrase.trim().length < 8)
      return void toast.error('The IPN passphrase needs at least 8 characters');
    save.mutate(passphrase.trim());
  }

  return (
    <SettingsCard title="Digistore24 sales (IPN)" icon={Receipt} className="mt-6">
      <p className="mt-2 text-sm text-slate-600">
        Paste this address into Digistore24 as an IPN connection with the same passphrase. Sales, refunds and
        chargebacks then appear on the Performance page under the link that brought them.
      </p>
      {settings.isLoading ? (
        <Spinner className="mt-4 h-5 w-5 text-brand-600" label="Loading..." />
      ) : settings.isError || !settings.data ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          Failed to load your IPN address. Reload the page to try again.
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <div>
            <label htmlFor={urlId} className="mb-1.5 block text-sm font-medium text-slate-700">
              IPN URL
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={urlId}
                readOnly
                value={settings.data.ipnUrl}
                onFocus={(e) => e.currentTarget.select()}
                className={`${inputClass} font-mono text-xs`}
              />
              <Button
                variant="secondary"
                className="shrink-0 whitespace-nowrap"
                onClick={async () => {
                  if (!(await copy(settings.data.ipnUrl))) toast.error('Failed to copy URL');
                }}
                icon={
                  copied ? (
                    <Check aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <Copy aria-hidden="true" className="h-4 w-4" />
                  )
                }
              >
                {copied ? 'Copied!' : 'Copy IPN URL'}
              </Button>
            </div>
          </div>
          <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <TextField
                label="IPN passphrase"
                type="password"
                autoComplete="new-password"
                value={passphrase}
                onChange={(e) => setPassphrase(e.target.value)}
                hint={
                  settings.data.hasPassphrase
                    ? 'A passphrase is saved (stored encrypted). Enter a new one to replace it.'
                    : 'No passphrase yet: IPNs are refused until one is saved.'
                }
              />
            </div>
            <Button type="submit" busy={save.isPending} busyText="Saving..." className="sm:mb-5">
              Save passphrase
            </Button>
          </form>
        </div>
      )}
    </SettingsCard>
  );
}
