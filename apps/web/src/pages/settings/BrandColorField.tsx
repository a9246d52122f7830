import { useId } from 'react';
import { inputClass } from '../../components/ui/Field.tsx';

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/**
 * A brand colour: the browser's colour picker beside the same value as hex text, kept in step.
 * The text may be mid-edit (invalid); the picker then shows the last valid colour.
 */
export function BrandColorField({
  label,
  value,
  lastValid,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  lastValid: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  const invalid = !HEX_COLOR.test(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={lastValid.toLowerCase()}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border-0 bg-white p-1 ring-1 ring-slate-300 disabled:cursor-not-allowed"
        />
        <input
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? hintId : undefined}
          onChange={(e) => onChange(e.target.value.trim())}
          className={`${inputClass} font-mono uppercase`}
        />
      </div>
      {invalid ? (
        <p id={hintId} className="mt-1 text-xs text-red-700">
          Enter # and six hex digits, e.g. #1E3A8A
        </p>
      ) : null}
    </div>
  );
}
