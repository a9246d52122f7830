import { Link2, Share2 } from 'lucide-react';
import { useState } from 'react';
import { openShareWindow, shareTargets } from '../../components/offers/marketplace.ts';
import { Button } from '../../components/ui/Button.tsx';
import { SandboxLinkNote } from '../../components/ui/DemoBadge.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { PromolinkModal } from './PromolinkModal.tsx';

const NETWORK_STYLES: Record<string, string> = {
  Facebook: 'bg-[#166fe0] hover:bg-[#145fc2]',
  Twitter: 'bg-slate-900 hover:bg-slate-800',
  LinkedIn: 'bg-[#0a66c2] hover:bg-[#095bb0]',
  WhatsApp: 'bg-[#1a7f4b] hover:bg-[#166e41]',
  Telegram: 'bg-[#0f6fa8] hover:bg-[#0d5f90]',
  Pinterest: 'bg-[#e60023] hover:bg-[#cc001f]',
};

/** Opens after an affiliate link is copied: share it on a network, or open the Promolink modal. */
export function ShareDialog({
  link,
  offerName,
  onClose,
}: {
  link: string;
  offerName: string;
  onClose(): void;
}) {
  const [promolinkOpen, setPromolinkOpen] = useState(false);
  if (promolinkOpen) return <PromolinkModal link={link} onClose={() => setPromolinkOpen(false)} />;
  const text = `Check out ${offerName}`;
  return (
    <Modal title="Share your affiliate link" onClose={onClose}>
      <p className="text-sm text-slate-600">
        Your affiliate link for <span className="font-semibold text-slate-800">{offerName}</span> is on your
        clipboard. Share it now:
      </p>
      <SandboxLinkNote className="mt-3" />
      <p className="mt-3 break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700 ring-1 ring-slate-200">
        {link}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {shareTargets(link, text).map((target) => (
          <li key={target.name}>
            <button
              type="button"
              aria-label={`Share on ${target.name}`}
              onClick={() => openShareWindow(target.url)}
              className={`inline-flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold text-white transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${NETWORK_STYLES[target.name] ?? 'bg-slate-700'}`}
            >
              <Share2 aria-hidden="true" className="h-4 w-4" />
              {target.name}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button
          icon={<Link2 aria-hidden="true" className="h-4 w-4" />}
          onClick={() => setPromolinkOpen(true)}
        >
          Promolink
        </Button>
      </div>
    </Modal>
  );
}
