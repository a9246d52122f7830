import { CAMPAIGN_MAX_ITEMS, OFFER_SORT_LABELS, OFFER_SORTS, type OfferSort } from '@adreel/contracts';
import { useId, useState } from 'react';
import { inputClass, TextArea } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useCampaignOffersQuery } from './api.ts';

/** Up to 20 offers from the marketplace and/or pasted product URLs (one per line), counted together. */
export function CampaignSources(props: {
  offerIds: string[];
  onOffers: (ids: string[]) => void;
  urls: string;
  onUrls: (text: string) => void;
  total: number;
}) {
  // Best commission first: the usual way to fill a campaign.
  const [sort, setSort] = useState<OfferSort>('commission');
  const sortId = useId();
  const offers = useCampaignOffersQuery(sort);
  const full = props.total >= CAMPAIGN_MAX_ITEMS;
  const toggle = (id: string) =>
    props.onOffers(
      props.offerIds.includes(id) ? props.offerIds.filter((o) => o !== id) : [...props.offerIds, id],
    );
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Offers from the marketplace</legend>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-slate-700">
            Sort offers by
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(e) => setSort(e.target.value as OfferSort)}
            className={`${inputClass} w-auto py-1.5`}
          >
            {OFFER_SORTS.map((s) => (
              <option key={s} value={s}>
                {OFFER_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {offers.isPending ? (
          <Spinner label="Loading offers" />
        ) : offers.isError ? (
          <p className="mt-1 text-sm text-slate-600">
            {offers.error.message} You can still paste product URLs below.
          </p>
        ) : (
          <ul className="mt-2 grid max-h-72 gap-2 overflow-y-auto sm:grid-cols-2">
            {offers.data.map((o) => {
              const checked = props.offerIds.includes(o.id);
              return (
                <li key={o.id}>
                  <label className="flex items-center gap-2 rounded-lg p-2 text-sm ring-1 ring-slate-200 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => toggle(o.id)}
                    />
                    <span className="min-w-0 truncate">{o.name}</span>
                    {o.commission ? (
                      <span className="ml-auto shrink-0 text-xs font-semibold text-emerald-700">
                        {o.commission}
                      </span>
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <TextArea
        label="Product URLs (one per line)"
        rows={4}
        value={props.urls}
        onChange={(e) => props.onUrls(e.target.value)}
        placeholder="https://shop.example/product"
      />
      <p
        className={`text-sm ${props.total > CAMPAIGN_MAX_ITEMS ? 'font-semibold text-red-700' : 'text-slate-600'}`}
      >
        {props.total} of at most {CAMPAIGN_MAX_ITEMS} items
      </p>
    </div>
  );
}
