import { useId, useState } from 'react';
import { PageHeader } from '../../components/ui/Card.tsx';

type Item = { title: string; status: 'Ready' | 'In production' | 'New' };

const SAMPLES: Record<'DFY Videos' | 'DFY Review Sites', Item[]> = {
  'DFY Videos': [
    { title: 'Smart Water Bottle — 30s promo', status: 'Ready' },
    { title: 'Posture Corrector — 25s promo', status: 'Ready' },
    { title: 'Keto Recipe E-Book — 40s promo', status: 'New' },
    { title: 'Guitar Course — 35s promo', status: 'In production' },
  ],
  'DFY Review Sites': [
    { title: 'Sleep Ring review site', status: 'Ready' },
    { title: 'Keto E-Book review site', status: 'New' },
    { title: 'Guitar Course review site', status: 'In production' },
  ],
};

const BADGE: Record<Item['status'], string> = {
  Ready: 'bg-emerald-100 text-emerald-800',
  New: 'bg-indigo-100 text-indigo-800',
  'In production': 'bg-amber-100 text-amber-800',
};

export function ExclusiveUpgradesPage() {
  const tabs = Object.keys(SAMPLES) as (keyof typeof SAMPLES)[];
  const [tab, setTab] = useState(tabs[0] ?? 'DFY Videos');
  const ids = useId();
  const tabId = (t: (typeof tabs)[number]) => `${ids}-tab-${tabs.indexOf(t)}`;
  return (
    <div>
      <PageHeader title="Exclusive Upgrades" subtitle="Done-for-you assets included with your upgrade." />
      <div role="tablist" aria-label="Upgrade content" className="mb-4 flex gap-2">
        {tabs.map((t) => (
          <button
            key={t}
            id={tabId(t)}
            role="tab"
            type="button"
            aria-selected={tab === t}
            aria-controls={`${ids}-panel`}
            onClick={() => setTab(t)}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${tab === t ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300'}`}
          >
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={tabId(tab)}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SAMPLES[tab].map((item) => (
            <li key={item.title} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <p className="font-medium">{item.title}</p>
              <span
                className={`mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[item.status]}`}
              >
                {item.status}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
