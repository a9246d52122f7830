import { PUBLISHING_MESSAGE } from '@adreel/contracts';
import { Check, Copy, ExternalLink, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useCopyTick } from './use-copy-tick.ts';

/**
 * Spec §4 Publish: a spinner with 'Publishing your site, please wait...', then the share dialog,
 * which shows loading until the public address is known.
 */
export function ShareSiteDialog({ publicUrl, onClose }: { publicUrl: string | null; onClose(): void }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { copied, copy } = useCopyTick();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  async function onCopy() {
    if (!publicUrl) return;
    if (await copy(publicUrl)) toast.success('URL copied to clipboard');
    else toast.error('Failed to copy URL');
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <button
        type="button"
        aria-label="Close dialog"
        tabIndex={-1}
        className="absolute inset-0 cursor-default bg-slate-900/60 backdrop-blur-sm"
        onClick={publicUrl ? onClose : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={!publicUrl}
        tabIndex={-1}
        className="relative w-full rounded-t-2xl bg-white p-5 shadow-2xl outline-none sm:max-w-lg sm:rounded-2xl sm:p-6"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {publicUrl ? 'Your site is live!' : 'Publishing Site'}
          </h2>
          {publicUrl ? (
            <button
              type="button"
              aria-label="Close"
              onClick={onClose}
              className="rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          ) : null}
        </div>
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
                className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-gradient-to-r from-brand-600 to-accent-500 px-4 py-2.5 text-sm font-semibold text-white"
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
      </div>
    </div>
  );
}
