import type { ReactNode } from 'react';
import { usePopover } from '../../lib/use-popover.ts';

/**
 * Where a shell panel opens: across the screen under the phone header, beside its button in the
 * sidebar from 768 px up.
 */
const PANEL_CLASS =
  'fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-y-auto rounded-xl bg-white p-4 text-slate-900 shadow-2xl ring-1 ring-slate-200 md:absolute md:inset-x-auto md:top-full md:left-0 md:mt-2 md:w-80';

/** A shell button (the meter, the bell) and the panel it opens, a dialog named `label`. */
export function ShellPopover({
  label,
  button,
  buttonLabel,
  buttonClassName,
  buttonData,
  children,
}: {
  label: string;
  /** The button's content. */
  button: ReactNode;
  /** The button's accessible name when its content does not say enough. */
  buttonLabel?: string;
  buttonClassName: string;
  /** e.g. `{ 'data-level': 'near' }`, for tests and styles. */
  buttonData?: Record<`data-${string}`, string>;
  children: (close: () => void) => ReactNode;
}) {
  const popover = usePopover();
  return (
    <div className="relative">
      <button
        ref={popover.buttonRef}
        type="button"
        {...popover.buttonProps}
        {...buttonData}
        aria-label={buttonLabel}
        className={buttonClassName}
      >
        {button}
      </button>
      {popover.open ? (
        <div
          ref={popover.panelRef}
          id={popover.panelId}
          role="dialog"
          aria-label={label}
          className={PANEL_CLASS}
        >
          {children(() => popover.setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
