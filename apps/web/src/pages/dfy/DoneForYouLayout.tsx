import { NavLink, Outlet, useMatch } from 'react-router';

const tab = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'}`;

/** The done-for-you shell (spec §2.14): videos and review sites as nested pages. */
export function DoneForYouLayout() {
  const title = useMatch('/done-for-you/review-sites') ? 'DFY Review Sites' : 'DFY Videos';
  return (
    <div>
      <h1 className="sr-only">{title}</h1>
      <nav aria-label="Done-for-you" className="mb-6 flex gap-2">
        <NavLink to="/done-for-you/videos" className={tab}>
          Videos
        </NavLink>
        <NavLink to="/done-for-you/review-sites" className={tab}>
          Review Sites
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
