import {
  CAMPAIGN_MAX_ITEMS,
  type CampaignRhythm,
  type CampaignSettings,
  POST_PLATFORM_NAMES,
} from '@adreel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useChannelsQuery } from '../../queries/channels.ts';
import { type AutopilotChoice, AutopilotChoiceFields } from './AutopilotChoiceFields.tsx';
import { useCreateCampaignMutation } from './api.ts';
import { CampaignSources } from './CampaignSources.tsx';
import { LookFields } from './LookFields.tsx';
import { RhythmFields } from './RhythmFields.tsx';
import { parseUrls, todayIn } from './rhythm.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** /campaigns/new — offers or URLs, channels, rhythm and look; AdReel then writes a script for each. */
export function NewCampaignPage() {
  const navigate = useNavigate();
  const channels = useChannelsQuery();
  const [name, setName] = useState('');
  // "Campaign from N offers" on the Offers page arrives as ?offers=id,id,…
  const [params] = useSearchParams();
  const [offerIds, setOfferIds] = useState<string[]>(() =>
    (params.get('offers') ?? '').split(',').filter(Boolean).slice(0, CAMPAIGN_MAX_ITEMS),
  );
  const [urls, setUrls] = useState('');
  const [channelIds, setChannelIds] = useState<string[]>([]);
  const [timesText, setTimesText] = useState('9:00, 18:00');
  const [rhythm, setRhythm] = useState<CampaignRhythm>(() => {
    const timeZone = browserZone();
    return { times: ['09:00', '18:00'], weekdays: [], startDate: todayIn(timeZone), timeZone };
  });
  const [settings, setSettings] = useState<CampaignSettings>({});
  const [error, setError] = useState<string | null>(null);
  const [autopilot, setAutopilot] = useState<AutopilotChoice>(null);
  const create = useCreateCampaignMutation({
    onSuccess: (c) => {
      toast.success(`Writing ${c.items.length} scripts…`);
      navigate(`/campaigns/${c.id}`);
    },
    onError: (e) => {
      const message = errorMessage(e, 'Could not start the campaign');
      setError(message);
      toast.error(message);
    },
  });
  const productUrls = parseUrls(urls);
  const toggleChannel = (id: string) =>
    setChannelIds((ids) => (ids.includes(id) ? ids.filter((c) => c !== id) : [...ids, id]));

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="New campaign" subtitle="Up to 20 offers: one video each, posted on a rhythm." />
      <form
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          create.mutate({
            name: name.trim(),
            offerIds,
            productUrls,
            scriptIds: [],
            channelIds,
            rhythm,
            settings,
            ...(autopilot ? { autopilot } : {}),
          });
        }}
      >
        <Card>
          <TextField
            label="Campaign name"
            value={name}
            required
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
          />
        </Card>
        <Card>
          <CampaignSources
            offerIds={offerIds}
            onOffers={setOfferIds}
            urls={urls}
            onUrls={setUrls}
            total={offerIds.length + productUrls.length}
          />
        </Card>
        <Card>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Post to</legend>
            {channels.data?.channels.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">
                No channel yet.{' '}
                <Link className="text-brand-700 underline" to="/settings">
                  Connect one in Settings → Channels
                </Link>
                .
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-2">
              {channels.data?.channels.map((c) => (
                <label
                  key={c.id}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-200"
                >
                  <input
                    type="checkbox"
                    checked={channelIds.includes(c.id)}
                    disabled={c.status !== 'connected'}
                    onChange={() => toggleChannel(c.id)}
                  />
                  {POST_PLATFORM_NAMES[c.platform]} · {c.accountName}
                  {c.status !== 'connected' ? ' (reconnect needed)' : ''}
                </label>
              ))}
            </div>
          </fieldset>
        </Card>
        <Card>
          <RhythmFields
            rhythm={rhythm}
            timesText={timesText}
            onTimesText={setTimesText}
            onChange={setRhythm}
          />
        </Card>
        <Card>
          <p className="mb-2 text-sm font-semibold text-slate-800">Look and voice for every video</p>
          <LookFields value={settings} onChange={setSettings} inherit="Default" />
        </Card>
        <Card>
          <AutopilotChoiceFields value={autopilot} onChange={setAutopilot} />
        </Card>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" busy={create.isPending} busyText="Starting…">
            Write the scripts
          </Button>
        </div>
      </form>
    </div>
  );
}
