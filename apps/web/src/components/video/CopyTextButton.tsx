import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { copyText } from './media-actions.ts';

const ICON_ONLY = 'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800';

/**
 * A button that copies `text` and confirms with a toast. `label` is its accessible name; without
 * children it shows the copy icon alone.
 */
export function CopyTextButton({
  label,
  text,
  confirmation,
  className = ICON_ONLY,
  children,
}: {
  label: string;
  text: string;
  confirmation: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => void copyText(text, confirmation)}
      className={className}
    >
      {children ?? <Copy aria-hidden="true" className="h-4 w-4" />}
    </button>
  );
}
