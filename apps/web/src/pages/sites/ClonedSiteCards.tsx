import type { ClonedSite } from '@adreel/contracts';
import { CREATED_AT } from './created-at.ts';
import { ClonedSiteStatus, type SiteActionHandlers, SiteActions } from './SiteActions.tsx';

/** My Affiliates below 768 px: one card per site. */
export function ClonedSiteCards({ sites, actions }: { sites: ClonedSite[]; actions: SiteActionHandlers }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Cloned sites">
      {sites.map((site) => (
        <li
          key={site.id}
          data-testid="cloned-site-row"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-start justify-between gap-3">
            <a
              href={site.link}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 font-medium break-all text-brand-700 hover:underline"
            >
              {site.link}
            </a>
            <ClonedSiteStatus site={site} />
          </div>
          <p className="mt-1 text-xs text-slate-500">
            Created {CREATED_AT.format(new Date(site.created_at))}
          </p>
          <div className="mt-3 flex flex-wrap gap-1">
            <SiteActions site={site} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
