import { CHANNEL_ROUTE_LABELS, type ChannelReadinessResponse } from '@adreel/contracts';

type PlatformReadiness = ChannelReadinessResponse['platforms'][number];

/** Per route: available or not, what the platform will do with posts, what the server still needs. */
export function RouteReadiness({ readiness }: { readiness: PlatformReadiness }) {
  return (
    <ul className="mt-2 space-y-1 text-xs" aria-label="Routes">
      {readiness.routes.map((r) => (
        <li key={r.route} className="rounded-md bg-slate-50 px-2 py-1.5 ring-1 ring-slate-200">
          <span className="font-semibold text-slate-900">
            {CHANNEL_ROUTE_LABELS[r.route]}
            {readiness.recommended === r.route ? ' (recommended)' : ''}:{' '}
          </span>
          <span className={r.available ? 'text-emerald-700' : 'text-slate-500'}>
            {r.available ? 'ready' : 'not ready'}
          </span>
          <span className="text-slate-600"> — {r.behaviour}</span>
          {r.missing.length ? (
            <span className="block text-amber-800">Missing: {r.missing.join(', ')}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
