import { inputClass } from '../ui/Field.tsx';
import { userTimeZone } from './when.ts';

/** A date and time in the user's time zone, which the label names, with what is wrong with it. */
export function ScheduleField({
  label,
  value,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label className="block text-sm font-medium text-slate-700">
        {label} ({userTimeZone()})
        <input
          type="datetime-local"
          className={`${inputClass} mt-1`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      {problem ? <p className="mt-1 text-sm text-red-600">{problem}</p> : null}
    </div>
  );
}
