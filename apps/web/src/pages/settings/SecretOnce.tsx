import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { useCopyTick } from '../../lib/use-copy-tick.ts';

/** A secret shown in full with a copy button (a new API key once, a webhook's signing secret). */
export function SecretOnce({ label, value, note }: { label: string; value: string; note: string }) {
  const id = useId();
  const { copied, copy } = useCopyTick();
  return (
    <div className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={`${inputClass} font-mono text-xs`}
        />
        <Button
          variant="secondary"
          className="shrink-0 whitespace-nowrap"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={async () => {
            if (!(await copy(value))) toast.error('Failed to copy');
          }}
          icon={
            copied ? (
              <Check aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Copy aria-hidden="true" className="h-4 w-4" />
            )
          }
        >
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <p className="mt-1.5 text-xs text-amber-800">{note}</p>
    </div>
  );
}

export function formatWhen(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}
