import { Receipt } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { WhenLoaded } from '../../components/ui/WhenLoaded.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useIpnSettingsQuery, useSaveIpnPassphraseMutation } from '../../queries/links.ts';
import { CopyUrlField } from './CopyUrlField.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * Digistore24 sales for vendors: the IPN address to paste into Digistore24 (Settings → IPN) and the
 * passphrase that signs its notifications, so sales, refunds and chargebacks reach Performance.
 * Affiliates get the S2S postback instead (PostbackSettings).
 */
export function DigistoreIpnSettings() {
  const settings = useIpnSettingsQuery();
  const [passphrase, setPassphrase] = useState('');
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
    <SettingsCard title="Digistore24 sales for vendors (IPN)" icon={Receipt} className="mt-6">
      <p className="mt-2 text-sm text-slate-600">
        If you sell your own product, paste this address into Digistore24 as an IPN connection with the same
        passphrase. Sales, refunds and chargebacks then appear on the Performance page under the link that
        brought them.
      </p>
      <WhenLoaded query={settings} className="mt-4" failed="Failed to load your IPN address.">
        {(data) => (
          <div className="mt-4 space-y-4">
            <CopyUrlField label="IPN URL" url={data.ipnUrl} copyLabel="Copy IPN URL" />
            <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="flex-1">
                <TextField
                  label="IPN passphrase"
                  type="password"
                  autoComplete="new-password"
                  value={passphrase}
                  onChange={(e) => setPassphrase(e.target.value)}
                  hint={
                    data.hasPassphrase
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
      </WhenLoaded>
    </SettingsCard>
  );
}
