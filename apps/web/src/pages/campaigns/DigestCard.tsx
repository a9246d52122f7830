import { type DigestLine, otherCurrenciesNote, type WeeklyDigestDto } from '@adreel/contracts';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { money } from '../../components/performance/period.ts';
import { Card } from '../../components/ui/Card.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useEachError } from '../../lib/use-each-error.ts';
import { useDigestsQuery } from './api.ts';

function Lines({
  title,
  lines,
  empty,
  currency,
}: {
  title: string;
  lines: DigestLine[];
  empty: string;
  currency: string | null;
}) {
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="text-sm text-slate-700">
          {lines.map((l) => (
            <li key={`${l.label}-${l.href}`} className="break-words">
              {l.href ? (
                <Link className="text-brand-700 underline" to={l.href}>
                  {l.label}
                </Link>
              ) : (
                l.label
              )}
              : {l.clicks} clicks · {money(l.earnings, currency)} earned · {l.views} views
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Digest({ d }: { d: WeeklyDigestDto }) {
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-bold text-slate-900">
          Weekly digest · {d.weekStart} – {d.weekEnd}
        </h2>
        <span className="text-xs text-slate-500">
          {d.emailed ? 'Also sent by e-mail' : 'In the app only'}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {d.totals.views} views · {d.totals.clicks} clicks · {d.totals.sales} sales ·{' '}
        {money(d.totals.earnings, d.currency)} earned
      </p>
      {d.otherCurrencies.length > 0 && (
        <p className="text-xs text-slate-500">{otherCurrenciesNote(d.otherCurrencies)}</p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Lines title="What earned" lines={d.earned} empty="Nothing earned yet." currency={d.currency} />
        <Lines title="What lost" lines={d.lost} empty="Nothing stood out." currency={d.currency} />
      </div>
      <h3 className="mt-3 text-sm font-semibold text-slate-800">What autopilot changed</h3>
      <ul className="text-sm text-slate-700">
        {d.autopilot.length === 0 ? (
          <li>No autopilot campaign ran.</li>
        ) : (
          d.autopilot.map((a) => <li key={a}>{a}</li>)
        )}
      </ul>
      <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
        Next:{' '}
        {d.nextAction.href ? (
          <Link className="underline" to={d.nextAction.href}>
            {d.nextAction.text}
          </Link>
        ) : (
          d.nextAction.text
        )}
      </p>
    </Card>
  );
}

/** The newest weekly digest (issue 35 item 4) above the campaign list; nothing until the first one. */
export function DigestCard() {
  const digests = useDigestsQuery();
  useEachError(digests, () =>
    toast.error(errorMessage(digests.error, 'Could not load your weekly digest'), { id: 'digests' }),
  );
  if (digests.isPending) return null;
  if (!digests.data) {
    return (
      <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
        {errorMessage(digests.error, 'Could not load your weekly digest')}
      </p>
    );
  }
  const [latest] = digests.data.digests;
  if (!latest) return null;
  return (
    <section aria-label="Weekly digest" className="mb-5">
      <Digest d={latest} />
    </section>
  );
}
