import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../components/ui/Card.tsx';

/**
 * One Settings section: a card (red-ringed for the danger zone) labelled by its heading with an
 * icon, so every section reads the same to screen readers (a named region) and to the eye.
 */
export function SettingsCard({
  title,
  icon: Icon,
  danger = false,
  className = '',
  children,
}: {
  title: string;
  icon: LucideIcon;
  danger?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const body = (
    <>
      <h2
        id={headingId}
        className={`flex items-center gap-2 text-lg font-semibold ${danger ? 'text-red-700' : 'text-slate-900'}`}
      >
        <Icon aria-hidden="true" className={`h-5 w-5 ${danger ? '' : 'text-brand-600'}`} />
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {danger ? (
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-300 sm:p-6">{body}</div>
      ) : (
        <Card>{body}</Card>
      )}
    </section>
  );
}
