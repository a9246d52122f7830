import { MIN_PASSWORD_LENGTH, PASSWORD_RULE_HINT } from '@adreel/contracts';
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

const INPUT =
  'block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ring-1 ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-100';

/**
 * A label above its control, with an optional hint and an optional error below; `control` receives
 * the id the label names and the ids of the hint and error, for the control's aria-describedby.
 */
function Labelled({
  label,
  hint,
  error,
  control,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  control: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {control(id, described || undefined)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  /** A message about this field's value (e.g. the server's 400 for it), announced with the field. */
  error?: string | null;
};

/** What every text control gets: the shared look, its hint and error ids, invalid while it has an error. */
const controlProps = (id: string, describedBy: string | undefined, error: string | null | undefined) => ({
  id,
  className: INPUT,
  'aria-describedby': describedBy,
  'aria-invalid': error ? true : undefined,
});

export function TextField({ label, hint, error, ...props }: InputProps) {
  return (
    <Labelled
      label={label}
      hint={hint}
      error={error}
      control={(id, describedBy) => <input {...controlProps(id, describedBy, error)} {...props} />}
    />
  );
}

/** A labelled select over a table of `{ id, name }` choices (brand fonts, watermark corners, …). */
export function ChoiceField<Id extends string>({
  label,
  value,
  choices,
  onChange,
  disabled,
}: {
  label: string;
  value: Id;
  choices: readonly { id: Id; name: string }[];
  onChange: (id: Id) => void;
  disabled?: boolean;
}) {
  return (
    <Labelled
      label={label}
      control={(id) => (
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as Id)}
          className={INPUT}
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function TextArea({
  label,
  hint,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string | null }) {
  return (
    <Labelled
      label={label}
      hint={hint}
      error={error}
      control={(id, describedBy) => <textarea {...controlProps(id, describedBy, error)} {...props} />}
    />
  );
}

type PresetProps = Omit<InputProps, 'label' | 'type'> & { label?: string };

/** The account e-mail input of every sign-in and sign-up form. */
export function EmailField({ label = 'Email', ...props }: PresetProps) {
  return <TextField label={label} name="email" type="email" autoComplete="email" {...props} />;
}

/** A required password input; `autoComplete="new-password"` where one is being chosen. */
export function PasswordField({ label = 'Password', ...props }: PresetProps) {
  return (
    <TextField
      label={label}
      name="password"
      type="password"
      autoComplete="current-password"
      required
      {...props}
    />
  );
}

/** A password being chosen: the rule is shown before the user types, the browser may suggest one
 * and checks the minimum length first. */
export function NewPasswordField(props: PresetProps) {
  return (
    <PasswordField
      autoComplete="new-password"
      minLength={MIN_PASSWORD_LENGTH}
      hint={PASSWORD_RULE_HINT}
      {...props}
    />
  );
}

export const inputClass = INPUT;
