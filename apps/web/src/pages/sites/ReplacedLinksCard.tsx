import { CheckCircle2 } from 'lucide-react';
import { Card } from '../../components/ui/Card.tsx';

/**
 * The links publishing points at the affiliate link: the checkout links found on the page (always),
 * and any other links the user ticks.
 */
export function ReplacedLinksCard({
  checkoutLinks,
  otherLinks,
  chosen,
  onToggle,
}: {
  checkoutLinks: string[];
  otherLinks: string[];
  chosen: Set<string>;
  onToggle(link: string): void;
}) {
  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">Checkout links</h2>
      {checkoutLinks.length ? (
        <ul className="mt-3 space-y-2" aria-label="Detected checkout links">
          {checkoutLinks.map((link) => (
            <li key={link} className="flex items-start gap-2 text-sm text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
              <span className="break-all">{link}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          No checkout links were detected. Pick the links to replace below.
        </p>
      )}
      {checkoutLinks.length ? (
        <p className="mt-2 text-xs text-slate-500">These always point to your affiliate link.</p>
      ) : null}
      {otherLinks.length ? (
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold text-slate-900">Also replace these links</legend>
          <div className="mt-2 max-h-64 space-y-2 overflow-y-auto pr-1">
            {otherLinks.map((link) => (
              <label key={link} className="flex items-start gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                  checked={chosen.has(link)}
                  onChange={() => onToggle(link)}
                />
                <span className="break-all">{link}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </Card>
  );
}
