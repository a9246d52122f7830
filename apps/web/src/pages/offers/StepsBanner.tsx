import { MousePointerClick, TrendingUp, Video } from 'lucide-react';
import { Link } from 'react-router';

const STEPS = [
  {
    label: 'Tap1: Select an Offer',
    text: 'Copy your affiliate link below.',
    to: '/offers',
    icon: MousePointerClick,
  },
  {
    label: 'Tap2: Create a Viral Video',
    text: 'Paste the link into the video maker.',
    to: '/dashboard',
    icon: Video,
  },
  {
    label: 'Tap3: Drive Traffic & Profit',
    text: 'Share your video and earn.',
    to: '/videos',
    icon: TrendingUp,
  },
];

/** The three taps above the catalog, each a link to its page. */
export function StepsBanner() {
  return (
    <ol className="mb-6 grid gap-3 rounded-2xl bg-gradient-to-r from-brand-600 to-accent-700 p-4 text-white shadow-sm sm:grid-cols-3 sm:p-5">
      {STEPS.map(({ label, text, to, icon: Icon }) => (
        <li key={label}>
          <Link
            to={to}
            className="flex h-full items-start gap-3 rounded-xl bg-white/10 p-3 transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <span>
              <span className="block text-sm font-bold">{label}</span>
              <span className="block text-xs text-white/85">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
