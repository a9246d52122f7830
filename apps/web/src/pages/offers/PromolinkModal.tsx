import { Check, Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { SandboxLinkNote } from '../../components/ui/DemoBadge.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useCopyTick } from '../../lib/use-copy-tick.ts';

/** The promolink itself, ready to paste anywhere, with a Copy button. */
export function PromolinkModal({ link, onClose }: { link: string; onClose(): void }) {
  const { copied, copy: copyLink } = useCopyTick();
  const CopyIcon = copied ? Check : Copy;

  async function copy() {
    if (!(await copyLink(link))) toast.error('Failed to copy URL');
  }

  return (
    <Modal title="Promolink" onClose={onClose} size="sm">
      <p className="mb-3 text-sm text-slate-600">
        Your personal promolink with your affiliate ID applied. Paste it into posts, emails or bios.
      </p>
      <SandboxLinkNote className="mb-3" />
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
        <Button onClick={copy} icon={<CopyIcon aria-hidden="true" className="h-4 w-4" />}>
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
    </Modal>
  );
}
