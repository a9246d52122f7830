import { type CampaignSettings, VIDEO_FORMATS, VIDEO_TEMPLATES } from '@adreel/contracts';
import { inputClass } from '../../components/ui/Field.tsx';
import { useCampaignVoicesQuery } from './api.ts';

type Options = readonly { id: string; name: string }[];

function LookSelect(props: {
  label: string;
  value: string | undefined;
  inherit: string;
  options: Options;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-600">
      {props.label}
      <select
        className={`${inputClass} py-1.5`}
        value={props.value ?? ''}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
      >
        <option value="">{props.inherit}</option>
        {props.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Template, format and voice: for the whole campaign ("Default" means the app's own default) or for
 * one item ("As the campaign").
 */
export function LookFields(props: {
  value: CampaignSettings;
  onChange: (value: CampaignSettings) => void;
  inherit: string;
  idPrefix?: string;
  disabled?: boolean;
}) {
  const voices = useCampaignVoicesQuery();
  const set = (key: keyof CampaignSettings) => (v: string | undefined) => {
    const next: Record<string, string | undefined> = { ...props.value, [key]: v };
    if (v === undefined) delete next[key];
    props.onChange(next as CampaignSettings);
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <LookSelect
        label={`${props.idPrefix ?? ''}Template`}
        value={props.value.template}
        inherit={props.inherit}
        options={VIDEO_TEMPLATES}
        onChange={set('template')}
        disabled={props.disabled}
      />
      <LookSelect
        label={`${props.idPrefix ?? ''}Format`}
        value={props.value.format}
        inherit={props.inherit}
        options={VIDEO_FORMATS}
        onChange={set('format')}
        disabled={props.disabled}
      />
      <LookSelect
        label={`${props.idPrefix ?? ''}Voice`}
        value={props.value.voice}
        inherit={props.inherit}
        options={voices.data?.voices ?? []}
        onChange={set('voice')}
        disabled={props.disabled}
      />
    </div>
  );
}
