import { CopyUrlField } from './CopyUrlField.tsx';

/** A secret shown in full with a copy button (a new API key once, a webhook's signing secret). */
export function SecretOnce({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
      <CopyUrlField
        label={label}
        url={value}
        copyLabel="Copy"
        copyAriaLabel={`Copy ${label.toLowerCase()}`}
      />
      <p className="mt-1.5 text-xs text-amber-800">{note}</p>
    </div>
  );
}

export function formatWhen(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}
