import { AUTOPILOT_DEFAULTS, type AutopilotGoal, type AutopilotSettings } from '@adreel/contracts';
import { ChoiceField, TextField } from '../../components/ui/Field.tsx';

export type AutopilotChoice = AutopilotSettings | null;

const GOAL_CHOICES: readonly { id: AutopilotGoal; name: string }[] = [
  { id: 'earnings', name: 'Earnings per view (clicks per view while sales are few)' },
  { id: 'clicks', name: 'Clicks per view' },
];

const DEFAULTS: AutopilotSettings = { ...AUTOPILOT_DEFAULTS };

/** The goal, minimum exposure and retirement bar (issue 35), as the new-campaign form and the panel edit them. */
export function AutopilotSettingsFields({
  value,
  onChange,
  disabled,
}: {
  value: AutopilotSettings;
  onChange: (v: AutopilotSettings) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <ChoiceField
        label="Goal"
        value={value.goal}
        choices={GOAL_CHOICES}
        disabled={disabled}
        onChange={(goal) => onChange({ ...value, goal })}
      />
      <TextField
        label="Minimum views per new variant"
        type="number"
        min={0}
        max={100000}
        value={value.minExposureViews}
        disabled={disabled}
        onChange={(e) =>
          onChange({ ...value, minExposureViews: Math.max(0, Math.round(Number(e.target.value) || 0)) })
        }
      />
      <TextField
        label="Retire below P(best)"
        type="number"
        min={0}
        max={0.5}
        step={0.01}
        value={value.retireBelow}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, retireBelow: Math.max(0, Number(e.target.value) || 0) })}
      />
    </div>
  );
}

/** New campaign: autopilot on or off; on, a script's hooks compete as variants and autopilot picks each slot's. */
export function AutopilotChoiceFields({
  value,
  onChange,
}: {
  value: AutopilotChoice;
  onChange: (v: AutopilotChoice) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">Autopilot</legend>
      <label className="mt-2 flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-1"
          checked={value !== null}
          onChange={(e) => onChange(e.target.checked ? DEFAULTS : null)}
        />
        <span>
          Let the variants compete: each script's hooks become variants, and every posting slot goes to the
          one most likely to earn (Thompson sampling), with a log of every choice.
        </span>
      </label>
      {value ? (
        <div className="mt-3">
          <AutopilotSettingsFields value={value} onChange={onChange} />
        </div>
      ) : null}
    </fieldset>
  );
}
