import type { DemoService } from '@adreel/contracts';
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { INTEGRATIONS_PATH, useDemoMode, useIsDemo } from '../../lib/demo-mode.ts';

/**
 * What each stand-in is called wherever its output appears: words for the marketer, who cannot set a
 * key (Settings → Integrations tells the person who runs AdReel how).
 */
export const DEMO_BADGE_TEXT: Record<DemoService, string> = {
  marketplace: 'Sandbox marketplace',
  writer: 'Offline writer — template-based copy',
  voice: 'Offline voice — built-in speech',
  stockFootage: 'No stock footage — product images and designed motion',
};

const PILL =
  'inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300';

/**
 * A small pill saying the output beside it comes from an offline stand-in, linking to
 * Settings → Integrations. Shown when the config says the service is in demo mode, or when `active`
 * says so for this particular output (e.g. a script the offline writer wrote).
 */
export function DemoBadge({ service, active }: { service: DemoService; active?: boolean }) {
  const demo = useDemoMode();
  if (!(active ?? demo?.[service] === true)) return null;
  return (
    <Link
      to={INTEGRATIONS_PATH}
      data-demo-badge={service}
      title="Demo mode: see which services are connected in Settings → Integrations"
      className={`${PILL} hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700`}
    >
      <FlaskConical aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      {DEMO_BADGE_TEXT[service]}
    </Link>
  );
}

/** A screen's demo badges in one row under its title; nothing at all when every service is real. */
export function DemoBadges({
  services,
  className = '-mt-3 mb-6',
}: {
  services: DemoService[];
  className?: string;
}) {
  const demo = useDemoMode();
  const shown = services.filter((s) => demo?.[s] === true);
  if (shown.length === 0) return null;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {shown.map((service) => (
        <DemoBadge key={service} service={service} active />
      ))}
    </div>
  );
}

/** Marks a link from the sandbox marketplace, so it never passes for a real promolink. */
export function SandboxLinkTag() {
  return (
    <span className="inline-flex shrink-0 items-center rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-300">
      Sandbox link
    </span>
  );
}

/** Beside views that a local stand-in of a platform reported, not the platform itself. */
export function StandInNumbersTag({ title, className = '' }: { title: string; className?: string }) {
  return (
    <span
      className={`rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-bold text-amber-900 ring-1 ring-amber-300 ${className}`}
      title={title}
    >
      Stand-in numbers
    </span>
  );
}

/** Beside a promolink from the sandbox marketplace: it is a sample and earns nothing. */
export function SandboxLinkNote({ className = '' }: { className?: string }) {
  if (!useIsDemo('marketplace')) return null;
  return (
    <p className={`flex items-center gap-2 text-xs font-medium text-amber-900 ${className}`}>
      <SandboxLinkTag />
      Sample offer: this link earns no commission.
    </p>
  );
}
