import { type VariantGroupPerformance, variantGroupTitle } from '@adreel/contracts';
import { GitCompare, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { money, percent } from '../../components/performance/period.ts';
import { Card } from '../../components/ui/Card.tsx';
import { StatusBadge } from '../../components/video/StatusBadge.tsx';
import { leadingVariant } from './variant-leader.ts';

/**
 * Hook variants side by side: one column per variant (A, B, C…) with its own tracked link's
 * clicks, sales, earnings and EPC, the leader marked once any variant has clicks.
 */
export function VariantComparison({
  groups,
  currency,
}: {
  groups: VariantGroupPerformance[];
  currency: string | null;
}) {
  return (
    <Card>
      <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
        <GitCompare aria-hidden="true" className="h-5 w-5 text-brand-600" />
        Hook variants compared
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Each variant has its own link, so clicks and sales show which first scene sells better.
      </p>
      <div className="space-y-6">
        {groups.map((group) => (
          <VariantGroup key={group.groupId} group={group} currency={currency} />
        ))}
      </div>
    </Card>
  );
}

function VariantGroup({ group, currency }: { group: VariantGroupPerformance; currency: string | null }) {
  const leader = leadingVariant(group.variants);
  const title = `${group.title} — ${variantGroupTitle(group.variants.map((v) => v.label))}`;
  return (
    <section data-testid="variant-comparison" aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{title}</h3>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {group.variants.map((v) => {
          const leads = leader === v.videoId;
          return (
            <li
              key={v.videoId}
              className={`rounded-xl p-3 ring-1 ${leads ? 'bg-green-50 ring-green-300' : 'bg-white ring-slate-200'}`}
            >
              <div className="flex items-center justify-between gap-2">
                <Link
                  to={`/video/${v.videoId}`}
                  className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white hover:bg-brand-700"
                >
                  Variant {v.label}
                </Link>
                {leads ? (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-green-800">
                    <Trophy aria-hidden="true" className="h-3.5 w-3.5" /> Leading
                  </span>
                ) : (
                  <StatusBadge status={v.status} />
                )}
              </div>
              <p className="mt-2 line-clamp-2 text-sm text-slate-700" title={v.hook}>
                “{v.hook}”
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500">Clicks</dt>
                <dd className="text-right font-semibold text-slate-900">{v.clicks}</dd>
                <dt className="text-slate-500">Sales</dt>
                <dd className="text-right font-semibold text-slate-900">{v.sales}</dd>
                <dt className="text-slate-500">Earnings</dt>
                <dd className="text-right font-semibold text-slate-900">{money(v.earnings, currency)}</dd>
                <dt className="text-slate-500">EPC</dt>
                <dd className="text-right font-semibold text-slate-900">{money(v.epc, currency)}</dd>
                <dt className="text-slate-500">Conv.</dt>
                <dd className="text-right text-slate-700">{percent(v.conversionRate)}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
