import { MIN_PASSWORD_LENGTH } from '@adreel/contracts';
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

const INPUT =
  'block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ring-1 ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-100';

/** A label above its control, with an optional hint below; `control` receives the id the label names. */
function Labelled({
  label,
  hint,
  control,
}: {
  label: string;
  hint?: string | undefined;
  control: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {control(id)}
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string };

export function TextField({ label, hint, ...props }: InputProps) {
  return (
    <Labelled label={label} hint={hint} control={(id) => <input id={id} className={INPUT} {...props} />} />
  );
}

export function TextArea({
  label,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  return <Labelled label={label} control={(id) => <textarea id={id} className={INPUT} {...props} />} />;
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

/** A password being chosen: the browser may suggest one, and checks the minimum length first. */
export function NewPasswordField(props: PresetProps) {
  return <PasswordField autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} {...props} />;
}

export const inputClass = INPUT;
