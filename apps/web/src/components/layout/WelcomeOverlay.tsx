import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../../lib/public-config.ts';

// Shown once per browser session after sign-in; sessionStorage keeps localStorage to the spec's two keys.
const SEEN_KEY = 'welcomeOverlaySeen';

export function WelcomeOverlay() {
  const [open, setOpen] = useState(() => sessionStorage.getItem(SEEN_KEY) !== '1');
  const { data } = usePublicConfig();
  // The /welcome page already shows the same welcome page full size.
  const onWelcomePage = useLocation().pathname === '/welcome';
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    setOpen(false);
  };
  const visible = open && Boolean(data) && !onWelcomePage;

  // Escape closes it like any dialog.
  useEffect(() => {
    if (!visible) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      sessionStorage.setItem(SEEN_KEY, '1');
      setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible]);

  if (!visible || !data) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Welcome"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
    >
      <div className="relative h-[80vh] w-full max-w-3xl overflow-hidden rounded-2xl bg-white shadow-2xl">
        <button
          type="button"
          onClick={close}
          // biome-ignore lint/a11y/noAutofocus: the dialog opens on its own; focus its only control.
          autoFocus
          aria-label="Close welcome"
          className="absolute top-3 right-3 z-10 rounded-full bg-white/90 p-2 text-slate-700 shadow hover:bg-white"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
        <iframe
          title="Welcome to AdReel"
          src={data.welcomeUrl}
          className="h-full w-full border-0"
          sandbox="allow-scripts allow-popups"
        />
      </div>
    </div>
  );
}
