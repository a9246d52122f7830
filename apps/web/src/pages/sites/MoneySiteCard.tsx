import { isShareableUrl, type Offer } from '@adreel/contracts';
import { ImageOff, Link2, Rocket, Zap } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { offerImageSrc } from '../../components/offers/marketplace.ts';
import { Button } from '../../components/ui/Button.tsx';
import { SandboxLinkNote } from '../../components/ui/DemoBadge.tsx';
import { TextField } from '../../components/ui/Field.tsx';

/**
 * One offer as a money site: copy the instant affiliate link, optionally plug in your own link, and
 * publish. `onPublish` gets the plugged link, or '' to use the offer's own.
 */
export function MoneySiteCard({
  offer,
  busy,
  onCopy,
  onPublish,
}: {
  offer: Offer;
  busy: boolean;
  onCopy(): void;
  onPublish(ownLink: string): void;
}) {
  const [plugging, setPlugging] = useState(false);
  const [ownLink, setOwnLink] = useState('');
  const [imageFailed, setImageFailed] = useState(false);
  const src = offerImageSrc(offer.imageUrl);
  const image = src && !imageFailed ? src : null;

  function publish() {
    const link = ownLink.trim();
    if (link && !isShareableUrl(link)) {
      toast.error('Please enter a valid URL');
      return;
    }
    onPublish(link);
  }

  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="money-site-card"
    >
      <div className="aspect-video bg-gradient-to-br from-brand-50 to-brand-100">
        {image ? (
          <img
            src={image}
            alt={offer.name}
            className="h-full w-full object-cover"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-brand-400">
            <ImageOff aria-hidden="true" className="h-10 w-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {offer.category ? (
          <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{offer.category}</p>
        ) : null}
        <h2 className="text-lg font-bold text-slate-900">{offer.name}</h2>
        <p className="text-sm text-slate-600">{offer.commission ?? 'Commission not specified'}</p>
        <div className="mt-auto flex flex-col gap-2">
          <SandboxLinkNote />
          <Button variant="secondary" onClick={onCopy} icon={<Zap aria-hidden="true" className="h-4 w-4" />}>
            Get Instant Affiliate Link
          </Button>
          <Button
            variant="secondary"
            onClick={() => setPlugging((p) => !p)}
            aria-expanded={plugging}
            icon={<Link2 aria-hidden="true" className="h-4 w-4" />}
          >
            Plug Your Affiliate Link
          </Button>
          {plugging ? (
            <TextField
              label={`Your affiliate link for ${offer.name}`}
              type="url"
              inputMode="url"
              placeholder="https://..."
              value={ownLink}
              onChange={(e) => setOwnLink(e.target.value)}
            />
          ) : null}
          <Button onClick={publish} disabled={busy} icon={<Rocket aria-hidden="true" className="h-4 w-4" />}>
            Publish Site
          </Button>
        </div>
      </div>
    </article>
  );
}
