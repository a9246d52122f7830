import { CAMPAIGN_MAX_ITEMS } from '@adreel/contracts';
import { TextArea } from '../../components/ui/Field.tsx';
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
  const offers = useCampaignOffersQuery();
  const full = props.total >= CAMPAIGN_MAX_ITEMS;
  const toggle = (id: string) =>
    props.onOffers(
      props.offerIds.includes(id) ? props.offerIds.filter((o) => o !== id) : [...props.offerIds, id],
    );
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Offers from the marketplace</legend>
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
