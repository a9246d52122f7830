import type { ScheduleBy } from '@adreel/contracts';

const CHOICES: { value: ScheduleBy; label: string; hint: string }[] = [
  {
    value: 'adreel',
    label: 'AdReel sends it at that time',
    hint: 'It waits in AdReel’s queue, so AdReel must be running then. You can move or cancel it until it goes out.',
  },
  {
    value: 'upload_post',
    label: 'Upload-Post publishes it at that time',
    hint: 'It is handed to Upload-Post now and goes out even while AdReel is off. Until then you can cancel it (Upload-Post drops it), but not move it.',
  },
];

/**
 * Who publishes a scheduled post through an Upload-Post channel (issue 32): "ours" (AdReel's queue) or
 * "theirs" (Upload-Post's scheduler, via scheduled_date). Shown only when an Upload-Post channel is picked.
 */
export function ScheduleByField({
  value,
  onChange,
}: {
  value: ScheduleBy;
  onChange: (v: ScheduleBy) => void;
}) {
  return (
    <fieldset className="space-y-2 text-sm">
      <legend className="mb-1 font-medium text-slate-700">
        Upload-Post channels: who publishes at that time
      </legend>
      {CHOICES.map((c) => (
        <label key={c.value} className="flex items-start gap-2">
          <input
            type="radio"
            name="schedule-by"
            className="mt-1"
            checked={value === c.value}
            onChange={() => onChange(c.value)}
          />
          <span>
            {c.label}
            <span className="block text-xs text-slate-500">{c.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
