import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/ui/Logo.tsx';
import { useMeQuery } from '../../queries/auth.ts';
import { ShellStatus } from './ShellStatus.tsx';
import { SidebarContent } from './Sidebar.tsx';
import { WelcomeOverlay } from './WelcomeOverlay.tsx';

const SIDEBAR_BG = 'bg-gradient-to-b from-slate-900 via-indigo-950 to-slate-900';

/** Persistent sidebar from 768 px up; below that a slide-in drawer with a hamburger and an overlay. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  // Confirms the stored token on entry: a 401 here removes it and the guard sends the user to /login.
  useMeQuery();

  useEffect(() => {
    if (location.pathname) setDrawerOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className="min-h-screen md:flex">
      {/* z-30: the meter's and the bell's panels open over the page beside the sidebar. */}
      <aside className={`hidden w-72 shrink-0 md:sticky md:top-0 md:z-30 md:block md:h-screen ${SIDEBAR_BG}`}>
        <SidebarContent onNavigate={() => undefined} status={<ShellStatus />} />
      </aside>

      <header className="sticky top-0 z-30 flex items-center justify-between bg-slate-900 px-4 py-3 md:hidden">
        <Logo light className="h-8 w-auto" />
        <div className="ml-auto flex items-center gap-1">
          <ShellStatus />
        </div>
        <button
          type="button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
          className="rounded-lg p-2 text-white hover:bg-white/10"
        >
          <Menu aria-hidden="true" className="h-6 w-6" />
        </button>
      </header>

      {drawerOpen ? (
        <div className="fixed inset-0 z-40 md:hidden">
          <button
            type="button"
            aria-label="Close menu"
            data-testid="drawer-overlay"
            className="absolute inset-0 bg-slate-950/60"
            onClick={() => setDrawerOpen(false)}
          />
          <aside
            id="mobile-drawer"
            aria-label="Menu"
            className={`absolute inset-y-0 left-0 w-72 max-w-[85vw] shadow-2xl ${SIDEBAR_BG}`}
          >
            <button
              type="button"
              aria-label="Close menu"
              onClick={() => setDrawerOpen(false)}
              className="absolute top-4 right-3 rounded-lg p-2 text-white hover:bg-white/10"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
            <SidebarContent onNavigate={() => setDrawerOpen(false)} />
          </aside>
        </div>
      ) : null}

      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <Outlet />
      </main>
      <WelcomeOverlay />
    </div>
  );
}
