import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { useCopyTick } from '../../lib/use-copy-tick.ts';

/**
 * A read-only value to paste elsewhere, with a copy button: Digistore24's IPN and postback addresses,
 * a new API key, a webhook's signing secret (SecretOnce).
 */
export function CopyUrlField({
  label,
  url,
  copyLabel,
  copyAriaLabel,
}: {
  label: string;
  url: string;
  copyLabel: string;
  /** When the visible button text alone would not say what is copied. */
  copyAriaLabel?: string;
}) {
  const id = useId();
  const { copied, copy } = useCopyTick();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className={`${inputClass} font-mono text-xs`}
        />
        <Button
          variant="secondary"
          className="shrink-0 whitespace-nowrap"
          aria-label={copyAriaLabel}
          onClick={async () => {
            if (!(await copy(url))) toast.error('Failed to copy');
          }}
          icon={
            copied ? (
              <Check aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Copy aria-hidden="true" className="h-4 w-4" />
            )
          }
        >
          {copied ? 'Copied!' : copyLabel}
        </Button>
      </div>
    </div>
  );
}
