import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * How the dialog looks. `sheet`: a titled card (a bottom sheet on phones); `media`: a large frame for
 * a video or page, with a floating close button; `status`: a small card for progress that only the
 * running job ends.
 */
export type ModalLook = 'sheet' | 'media' | 'status';

export interface ModalProps {
  /** The dialog's accessible name; the sheet also shows it as its heading. */
  title: string;
  /** Escape, the close button and the backdrop call it; without it nothing dismisses the dialog. */
  onClose?: () => void;
  look?: ModalLook;
  /** Sheet width from 640 px up. */
  size?: 'sm' | 'md';
  /**
   * False hides the close button and makes the backdrop inert while a result is on its way, so a stray
   * click cannot hide it; Escape still closes, as keyboard users expect.
   */
  dismissible?: boolean;
  busy?: boolean;
  /** The close button's accessible name, e.g. "Close tutorial"; "Close" by default. */
  closeLabel?: string;
  /** The media look's size and colour, e.g. `aspect-video bg-black`. */
  panelClassName?: string;
  children: ReactNode;
}

/** Per look: the frame that places the panel, the backdrop, the panel, and its close button (if any). */
const LOOKS: Record<ModalLook, { frame: string; backdrop: string; panel: string; close?: string }> = {
  sheet: {
    frame: 'items-end p-0 sm:items-center sm:p-4',
    backdrop: 'bg-slate-900/60 backdrop-blur-sm',
    panel: 'max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:rounded-2xl sm:p-6',
    close:
      '-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600',
  },
  media: {
    frame: 'items-center p-4',
    backdrop: 'bg-slate-950/70',
    panel: 'max-w-3xl overflow-hidden rounded-2xl shadow-2xl',
    close: 'absolute top-3 right-3 z-10 rounded-full bg-white/90 p-2 text-slate-700 shadow hover:bg-white',
  },
  status: {
    frame: 'items-center p-4',
    backdrop: 'bg-slate-900/70 backdrop-blur-sm',
    panel: 'max-w-sm rounded-2xl bg-white p-8 text-center shadow-xl',
  },
};

/**
 * The one dialog of the app: role="dialog" and aria-modal, named by its title, closed by Escape, the
 * close button or the backdrop; focus moves in when it opens and back where it was when it closes.
 */
export function Modal({
  title,
  onClose,
  look = 'sheet',
  size = 'md',
  dismissible = true,
  busy,
  closeLabel = 'Close',
  panelClassName = '',
  children,
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Read while rendering, before anything inside the dialog can take focus.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const close = useRef(onClose);
  close.current = onClose;
  const canDismiss = Boolean(onClose) && dismissible;
  const styles = LOOKS[look];

  useEffect(() => {
    // A media frame holds only its close button and an iframe: start on the button.
    (look === 'media' ? closeButton.current : null)?.focus();
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current?.();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [look, opener]);

  const width = look !== 'sheet' ? '' : size === 'sm' ? 'sm:max-w-md' : 'sm:max-w-lg';
  const closeControl =
    canDismiss && styles.close ? (
      <button
        ref={closeButton}
        type="button"
        aria-label={closeLabel}
        onClick={onClose}
        className={styles.close}
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
    ) : null;
  return (
    <div className={`fixed inset-0 z-50 flex justify-center ${styles.frame}`}>
      {canDismiss ? (
        <button
          type="button"
          aria-label="Close dialog"
          tabIndex={-1}
          className={`absolute inset-0 cursor-default ${styles.backdrop}`}
          onClick={onClose}
        />
      ) : (
        <div aria-hidden="true" className={`absolute inset-0 ${styles.backdrop}`} />
      )}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={look === 'sheet' ? titleId : undefined}
        aria-label={look === 'sheet' ? undefined : title}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={`relative w-full outline-none ${styles.panel} ${width} ${panelClassName}`}
      >
        {look === 'sheet' ? (
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {closeControl}
          </div>
        ) : null}
        {look === 'media' ? closeControl : null}
        {children}
      </div>
    </div>
  );
}
