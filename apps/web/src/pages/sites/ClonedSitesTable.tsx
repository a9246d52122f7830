import type { ClonedSite } from '@adreel/contracts';
import { Card } from '../../components/ui/Card.tsx';
import { CREATED_AT } from './created-at.ts';
import { ClonedSiteStatus, type SiteActionHandlers, SiteActions } from './SiteActions.tsx';

/** My Affiliates from 768 px up: a table with the live address under each link. */
export function ClonedSitesTable({ sites, actions }: { sites: ClonedSite[]; actions: SiteActionHandlers }) {
  return (
    <Card className="hidden overflow-hidden !p-0 md:block">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Link
              </th>
              <th scope="col" className="px-4 py-3">
                Created At
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {sites.map((site) => (
              <tr key={site.id} data-testid="cloned-site-row">
                <td className="max-w-xs px-4 py-3">
                  <a
                    href={site.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block truncate font-medium text-brand-700 hover:underline"
                    title={site.link}
                  >
                    {site.link}
                  </a>
                  {site.publicUrl ? (
                    <span className="mt-0.5 block truncate text-xs text-slate-500">
                      Live: {site.publicUrl}
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {CREATED_AT.format(new Date(site.created_at))}
                </td>
                <td className="px-4 py-3">
                  <ClonedSiteStatus site={site} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    <SiteActions site={site} {...actions} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
