import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { Modal } from './Modal.tsx';

/** How long the "Copied!" confirmation stays (spec §9). */
export const COPIED_MS = 2000;

/** The promolink itself, ready to paste anywhere, with a Copy button. */
export function PromolinkModal({ link, onClose }: { link: string; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error('Failed to copy URL');
    }
  }

  return (
    <Modal title="Promolink" onClose={onClose} size="sm">
      <p className="mb-3 text-sm text-slate-600">
        Your personal promolink with your affiliate ID applied. Paste it into posts, emails or bios.
      </p>
      <label htmlFor="promolink" className="mb-1.5 block text-sm font-medium text-slate-700">
        Your promolink
      </label>
      <input
        id="promolink"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className={`${inputClass} font-mono text-xs`}
      />
      <div className="mt-4 flex justify-end">
        <Button
          onClick={copy}
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
    </Modal>
  );
}
