import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../components/ui/Card.tsx';

/** One on/off account setting: a titled card whose checkbox is labelled by the explanation beside it. */
export function SettingToggle({
  icon: Icon,
  title,
  checked,
  disabled,
  onChange,
  children,
}: {
  icon: LucideIcon;
  title: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  /** What turning it on does, in the user's words (the checkbox's label). */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="mt-4">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {title}
      </h3>
      <label htmlFor={id} className="mt-3 flex items-start gap-3 text-sm text-slate-700">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{children}</span>
      </label>
    </Card>
  );
}
