import type { ReactNode } from 'react';

/**
 * A row of large radio cards (template, caption style, format): a real radio group, so arrows move
 * the choice and screen readers announce it, styled as cards.
 */
export function OptionGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  columns = 'grid-cols-2 sm:grid-cols-3',
}: {
  legend: string;
  name: string;
  options: { id: T; label: string; description?: string; visual?: ReactNode }[];
  value: T;
  onChange: (id: T) => void;
  disabled?: boolean;
  columns?: string;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((o) => (
          <label
            key={o.id}
            className={`flex cursor-pointer flex-col gap-1 rounded-xl p-2 text-sm ring-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
              value === o.id
                ? 'bg-brand-50 ring-2 ring-brand-600'
                : 'bg-white ring-slate-200 hover:ring-slate-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={o.id}
              checked={value === o.id}
              onChange={() => onChange(o.id)}
              className="sr-only"
              aria-describedby={o.description ? `${name}-${o.id}-desc` : undefined}
            />
            {o.visual}
            <span className="font-semibold text-slate-900">{o.label}</span>
            {o.description ? (
              <span id={`${name}-${o.id}-desc`} className="text-xs text-slate-600">
                {o.description}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
