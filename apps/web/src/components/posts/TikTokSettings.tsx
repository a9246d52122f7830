import { TIKTOK_PRIVACY_LABELS, type TikTokChoices, tiktokPostRules } from '@adreel/contracts';
import { useEffect } from 'react';
import { useChannelPostOptionsQuery } from '../../queries/channels.ts';
import { inputClass } from '../ui/Field.tsx';

export interface TikTokPost {
  privacy: string;
  choices: TikTokChoices;
}

const INTERACTIONS = [
  ['allowComment', 'Comments'],
  ['allowDuet', 'Duet'],
  ['allowStitch', 'Stitch'],
] as const;

/**
 * One TikTok channel's settings, as TikTok's content-sharing guidelines ask: who can see the post (the
 * levels creator_info offers, SELF_ONLY while the app is unaudited, and why), the creator's own
 * interaction toggles (greyed out where they turned them off in TikTok) and the commercial-content
 * disclosure. The rules are the contract's tiktokPostRules; `onProblem` tells the dialog what blocks.
 */
export function TikTokSettings({
  channelId,
  name,
  value,
  onChange,
  onProblem,
}: {
  channelId: string;
  name: string;
  value: TikTokPost;
  onChange: (v: TikTokPost) => void;
  onProblem: (problem: string | null) => void;
}) {
  const options = useChannelPostOptionsQuery(channelId);
  const account = options.data ?? {
    privacyLevels: ['SELF_ONLY'],
    audited: false,
    commentDisabled: false,
    duetDisabled: false,
    stitchDisabled: false,
  };
  const rules = tiktokPostRules(account, value.choices, value.privacy);
  useEffect(() => onProblem(rules.problem), [rules.problem, onProblem]);
  const choose = (c: Partial<TikTokChoices>) => onChange({ ...value, choices: { ...value.choices, ...c } });
  const c = value.choices;

  return (
    <fieldset className="space-y-2 rounded-lg p-3 text-sm ring-1 ring-slate-200">
      <legend className="px-1 font-medium text-slate-700">TikTok · {name}</legend>
      <label className="block font-medium text-slate-700">
        Who can see it on {name}
        <select
          className={`${inputClass} mt-1`}
          value={value.privacy}
          onChange={(e) => onChange({ ...value, privacy: e.target.value })}
        >
          {rules.privacyLevels.includes(value.privacy) ? null : (
            <option value={value.privacy}>Choose…</option>
          )}
          {rules.privacyLevels.map((l) => (
            <option key={l} value={l}>
              {TIKTOK_PRIVACY_LABELS[l] ?? l}
            </option>
          ))}
        </select>
      </label>
      {rules.reasons.map((r) => (
        <p key={r} className="text-xs text-slate-500">
          {r}
        </p>
      ))}
      <div className="flex flex-wrap gap-4">
        <span className="text-slate-700">Allow</span>
        {INTERACTIONS.map(([key, label]) => (
          <label
            key={key}
            className={`inline-flex items-center gap-1 ${rules.locked[key] ? 'opacity-50' : ''}`}
          >
            <input
              type="checkbox"
              disabled={rules.locked[key]}
              checked={c[key] && !rules.locked[key]}
              onChange={(e) => choose({ [key]: e.target.checked })}
            />
            {label}
            {rules.locked[key] ? <span className="text-xs">(off in your TikTok settings)</span> : null}
          </label>
        ))}
      </div>
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          checked={c.disclose}
          onChange={(e) => choose({ disclose: e.target.checked })}
        />
        Disclose commercial content (this post promotes a product)
      </label>
      {c.disclose ? (
        <div className="ml-6 space-y-1">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={c.yourBrand}
              onChange={(e) => choose({ yourBrand: e.target.checked })}
            />
            Your brand (labelled “Promotional content”)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={c.brandedContent}
              onChange={(e) => choose({ brandedContent: e.target.checked })}
            />
            Paid partnership: you earn from it, e.g. an affiliate commission (labelled “Paid partnership”)
          </label>
        </div>
      ) : null}
      {rules.problem ? (
        <p role="alert" className="text-sm text-red-600">
          {rules.problem}
        </p>
      ) : null}
    </fieldset>
  );
}
