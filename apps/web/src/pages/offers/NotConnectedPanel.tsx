import { BadgeCheck, Link2 } from 'lucide-react';
import { BuiltInTraining } from '../../components/training/BuiltInTraining.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';
import { ConnectButton } from './ConnectButton.tsx';

const BENEFITS = [
  'Affiliate links with your ID applied in one click',
  'Commissions, earnings per sale and prices at a glance',
  'Read-only access: disconnect at any time',
];

/** Before the marketplace is connected: why to connect, Connect Now, and the tutorial video. */
export function NotConnectedPanel({ connecting, onConnect }: { connecting: boolean; onConnect(): void }) {
  const config = usePublicConfig();
  const tutorial = config.data?.tutorialVideoUrl;
  const sandbox = config.data?.demoMode.marketplace === true;
  // A same-origin embed never gets allow-same-origin: it would reach the stored token.
  const crossOrigin = tutorial
    ? new URL(tutorial, window.location.origin).origin !== window.location.origin
    : false;
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <Card className="lg:col-span-2">
        <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Link2 aria-hidden="true" className="h-6 w-6" />
        </div>
        <h2 className="mt-4 text-xl font-bold text-slate-900">Connect your marketplace account</h2>
        {sandbox ? (
          <p className="mt-2 text-slate-600">
            This is the sandbox marketplace: connect a practice account to browse made-up sample offers. Their
            links are not real promolinks and earn no commission. Real Digistore24 offers appear once the
            operator sets a Digistore24 developer key.
          </p>
        ) : (
          <p className="mt-2 text-slate-600">
            Connect your Digistore24 affiliate account to browse hundreds of ready-to-promote offers. We read
            your affiliate ID so every link you copy pays your commission.
          </p>
        )}
        <ul className="mt-4 space-y-2 text-sm text-slate-600">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <BadgeCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-600" />
              {benefit}
            </li>
          ))}
        </ul>
        <ConnectButton className="mt-6 w-full sm:w-auto" connecting={connecting} onConnect={onConnect}>
          Connect Now
        </ConnectButton>
      </Card>
      <Card className="lg:col-span-3">
        <h2 className="mb-3 text-lg font-bold text-slate-900">Watch the tutorial</h2>
        {tutorial ? (
          <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
            <iframe
              title="Marketplace tutorial video"
              src={tutorial}
              className="h-full w-full border-0"
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              sandbox={`allow-scripts allow-popups allow-presentation${crossOrigin ? ' allow-same-origin' : ''}`}
            />
          </div>
        ) : config.data ? (
          <BuiltInTraining page="offersTutorial" />
        ) : null}
      </Card>
    </div>
  );
}
