import { ChevronDown, LogOut } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/Logo.tsx';
import { useSignOutMutation } from '../../pages/auth/api.ts';
import { NAV, type NavItem, type NavLink, type NavSection, sectionForPath } from '../nav.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm transition ${
    isActive
      ? 'bg-white/15 font-semibold text-white'
      : 'text-indigo-100/80 hover:bg-white/10 hover:text-white'
  }`;

function Item({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const location = useLocation();
  // /clone-offers appears twice; only the entry whose title matches the current state is highlighted.
  const currentTitle = (location.state as { title?: string } | null)?.title;
  const sameTitle = !link.state || link.state.title === currentTitle;
  return (
    <RouterNavLink
      to={link.to}
      state={link.state}
      end
      onClick={onNavigate}
      className={({ isActive }) => linkClass({ isActive: isActive && sameTitle })}
    >
      {link.label}
    </RouterNavLink>
  );
}

function Section({
  section,
  open,
  onToggle,
  onNavigate,
}: {
  section: NavSection;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const panelId = `nav-section-${section.id}`;
  return (
    <div>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm font-medium text-indigo-50 hover:bg-white/10"
      >
        {section.label}
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div id={panelId} className="mt-1 ml-3 space-y-0.5 border-l border-white/15 pl-2">
          {section.links.map((l) => (
            <Item key={l.to + l.label} link={l} onNavigate={onNavigate} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** `status`: the usage meter and the bell, under the logo (the desktop sidebar; the phone has them in its header). */
export function SidebarContent({ onNavigate, status }: { onNavigate: () => void; status?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOutMutation({ onSuccess: () => navigate('/login') });
  const [openSection, setOpenSection] = useState<string | null>(() => sectionForPath(location.pathname));

  useEffect(() => {
    const current = sectionForPath(location.pathname);
    if (current) setOpenSection(current);
  }, [location.pathname]);

  const render = (item: NavItem) => {
    if (item.kind === 'link') return <Item key={item.to + item.label} link={item} onNavigate={onNavigate} />;
    if (item.kind === 'section') {
      return (
        <Section
          key={item.id}
          section={item}
          open={openSection === item.id}
          onToggle={() => setOpenSection(openSection === item.id ? null : item.id)}
          onNavigate={onNavigate}
        />
      );
    }
    return (
      <div key={item.label} className="pt-4">
        {item.to ? (
          <Link
            to={item.to}
            onClick={onNavigate}
            className="mb-1 block px-3 text-xs font-bold tracking-wider text-fuchsia-300 uppercase hover:text-white"
          >
            {item.label}
          </Link>
        ) : (
          <p className="mb-1 px-3 text-xs font-bold tracking-wider text-fuchsia-300 uppercase">
            {item.label}
          </p>
        )}
        <div className="space-y-0.5">{item.items.map(render)}</div>
      </div>
    );
  };

  return (
    <div className="flex h-full flex-col">
      <div className="px-4 py-5">
        <Link to="/offers" onClick={onNavigate} aria-label="AdReel offers">
          <Logo light className="h-9 w-auto" />
        </Link>
        {status ? <div className="mt-3">{status}</div> : null}
      </div>
      <nav aria-label="Main" className="flex-1 space-y-0.5 overflow-y-auto px-3 pb-4">
        {NAV.map(render)}
      </nav>
      <div className="border-t border-white/10 p-3">
        <button
          type="button"
          disabled={signOut.isPending}
          aria-busy={signOut.isPending || undefined}
          onClick={() => signOut.mutate()}
          className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-indigo-100 hover:bg-white/10 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" /> Sign out
        </button>
      </div>
    </div>
  );
}
