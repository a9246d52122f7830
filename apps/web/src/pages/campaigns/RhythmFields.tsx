import type { CampaignRhythm } from '@adreel/contracts';
import { TextField } from '../../components/ui/Field.tsx';
import { describeRhythm, parseTimes, WEEKDAY_NAMES } from './rhythm.ts';

/** "2 per day at 9:00 and 18:00 from Monday": times, weekdays, first day, in the user's time zone. */
export function RhythmFields(props: {
  rhythm: CampaignRhythm;
  timesText: string;
  onTimesText: (text: string) => void;
  onChange: (rhythm: CampaignRhythm) => void;
}) {
  const { rhythm } = props;
  const toggleDay = (d: number) =>
    props.onChange({
      ...rhythm,
      weekdays: rhythm.weekdays.includes(d)
        ? rhythm.weekdays.filter((x) => x !== d)
        : [...rhythm.weekdays, d],
    });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-800">Posting rhythm</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Times of day"
          hint="e.g. 9:00, 18:00 — one post per time"
          value={props.timesText}
          onChange={(e) => {
            props.onTimesText(e.target.value);
            props.onChange({ ...rhythm, times: parseTimes(e.target.value) });
          }}
        />
        <TextField
          label="From"
          type="date"
          value={rhythm.startDate}
          onChange={(e) => props.onChange({ ...rhythm, startDate: e.target.value })}
        />
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Days</legend>
        {WEEKDAY_NAMES.map((name, d) => (
          <label
            key={name}
            className="flex items-center gap-1 rounded-md px-2 py-1 text-sm ring-1 ring-slate-200"
          >
            <input type="checkbox" checked={rhythm.weekdays.includes(d)} onChange={() => toggleDay(d)} />
            {name}
          </label>
        ))}
        <span className="self-center text-xs text-slate-500">none ticked: every day</span>
      </fieldset>
      <p className="text-sm text-slate-600" aria-live="polite">
        {rhythm.times.length > 0 ? describeRhythm(rhythm) : 'Enter at least one time of day.'}
      </p>
    </fieldset>
  );
}
