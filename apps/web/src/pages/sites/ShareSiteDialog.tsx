import { PUBLISHING_MESSAGE } from '@adreel/contracts';
import { Check, Copy, ExternalLink } from 'lucide-react';
import toast from 'react-hot-toast';
import { Modal } from '../../components/ui/Modal.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useCopyTick } from '../../lib/use-copy-tick.ts';

/**
 * Spec §4 Publish: a spinner with 'Publishing your site, please wait...', then the share dialog,
 * which shows loading until the public address is known.
 */
export function ShareSiteDialog({ publicUrl, onClose }: { publicUrl: string | null; onClose(): void }) {
  const { copied, copy } = useCopyTick();

  async function onCopy() {
    if (!publicUrl) return;
    if (await copy(publicUrl)) toast.success('URL copied to clipboard');
    else toast.error('Failed to copy URL');
  }

  return (
    <Modal
      title={publicUrl ? 'Your site is live!' : 'Publishing Site'}
      onClose={onClose}
      dismissible={Boolean(publicUrl)}
      busy={!publicUrl}
    >
      {publicUrl ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            Share this link anywhere. Every order button sends buyers to your affiliate link.
          </p>
          <label className="block">
            <span className="mb-1.5 block text-sm font-medium text-slate-700">Public URL</span>
            <input
              readOnly
              value={publicUrl}
              onFocus={(e) => e.currentTarget.select()}
              className="block w-full rounded-lg bg-slate-50 px-3.5 py-2.5 font-mono text-sm text-slate-900 ring-1 ring-slate-300"
            />
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              onClick={onCopy}
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-gradient-to-r from-brand-600 to-accent-600 px-4 py-2.5 text-sm font-semibold text-white"
            >
              {copied ? (
                <Check aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Copy aria-hidden="true" className="h-4 w-4" />
              )}
              {copied ? 'Copied!' : 'Copy URL'}
            </button>
            <a
              href={publicUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              Open Site
            </a>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 py-8 text-center text-slate-700">
          <Spinner className="h-8 w-8 text-brand-600" />
          <p role="status">{PUBLISHING_MESSAGE}</p>
        </div>
      )}
    </Modal>
  );
}
