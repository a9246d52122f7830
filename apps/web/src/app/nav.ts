import type { AiContentKind } from '@adreel/contracts';

/** The sidebar of spec §2.11 as data, so the layout, its tests and the route table agree. */
export const TRAINER_ROUTE = '/jakes-training';

export interface NavLink {
  kind: 'link';
  to: string;
  label: string;
  /** Navigation state, e.g. the title shown by /clone-offers. */
  state?: { title: string };
}
export interface NavSection {
  kind: 'section';
  id: string;
  label: string;
  links: NavLink[];
}
export interface NavGroup {
  kind: 'group';
  label: string;
  to?: string;
  items: (NavLink | NavSection)[];
}
export type NavItem = NavLink | NavSection | NavGroup;

const link = (to: string, label: string, state?: { title: string }): NavLink => ({
  kind: 'link',
  to,
  label,
  state,
});

/**
 * The generators' sidebar labels, in sidebar order. Keyed by the contract's kinds so a kind added there
 * fails the typecheck here; a type-only import keeps this file free of runtime dependencies (e2e reads it).
 */
const AI_CONTENT_LABELS: Record<AiContentKind, string> = {
  headline: 'Headline',
  description: 'Description',
  article: 'Article',
  'social-post': 'Social Post',
  sms: 'SMS',
  hashtags: 'Hashtags',
};

/** The generator kinds, taken from the labels so the route table needs no runtime contract import. */
export const AI_CONTENT_ROUTE_KINDS = Object.keys(AI_CONTENT_LABELS) as AiContentKind[];

export const NAV: NavItem[] = [
  link('/welcome', 'Welcome'),
  link('/step-by-step-training', 'Step-by-Step Training'),
  link('/offers', 'Tap1: Select an Offer'),
  link('/dashboard', 'Tap2: Create a Viral Video'),
  link('/videos', 'Tap3: Drive Traffic & Profit'),
  // Not in the spec's sidebar: clicks, sales and earnings of the tracked links (issue #14).
  link('/performance', 'Performance'),
  // Not in the spec's sidebar: scheduled and published posts (issue 24).
  link('/calendar', 'Calendar'),
  // Not in the spec's sidebar: many offers at once, posted on a rhythm (issue 24).
  link('/campaigns', 'Campaigns'),
  // Not in the spec's sidebar: the user's own images and clips for scenes (issue 33 item 2).
  link('/media', 'Your Media'),
  {
    kind: 'group',
    label: 'Exclusive Upgrades',
    to: '/exclusive-upgrades',
    items: [
      {
        kind: 'section',
        id: 'dfy',
        label: 'Done-For-You Edition',
        links: [
          link('/dfy-training', 'DFY Training'),
          link('/done-for-you/videos', 'DFY Videos'),
          link('/done-for-you/review-sites', 'DFY Review Sites'),
          link('/my-affiliates', 'My Affiliates'),
          link('/clone-offers', 'Bonus: Clone Video Pages', { title: 'Bonus: Clone Video Pages' }),
        ],
      },
      {
        kind: 'section',
        id: 'instant-income',
        label: 'Instant Income Edition',
        links: [
          link('/instant-income', 'Instant Income Overview'),
          link('/instant-income-training', 'Instant Income Training'),
          link('/instant-money-sites', 'Instant Money Sites'),
          link('/instant-site-cloner', 'Instant Site Cloner'),
        ],
      },
      {
        kind: 'section',
        id: 'automated-profits',
        label: 'Automated Profits',
        links: [
          link('/automated-profits/training', 'Automated Profits Training'),
          link('/automated-profits/text-to-video', 'Text to Video'),
          link('/traffic-sources', 'Traffic Sources'),
        ],
      },
      link('/the-missing-piece', 'The Missing Piece'),
    ],
  },
  {
    kind: 'group',
    label: 'Free Bonuses',
    items: [
      link('/clone-offers', 'Free Bonus: Clone Offers', { title: 'Free Bonus: Clone Offers' }),
      {
        kind: 'section',
        id: 'ai-content',
        label: 'AI Content Generator',
        links: Object.entries(AI_CONTENT_LABELS).map(([kind, label]) => link(`/ai-content/${kind}`, label)),
      },
      link('/chat', 'Personal AI Assistant'),
      link(TRAINER_ROUTE, 'Unlock $5-10k/Day Training'),
    ],
  },
  link('/contact-support', 'Contact Support'),
  // Not in the spec's sidebar: account settings (sign out everywhere, delete the account).
  link('/settings', 'Settings'),
];

function sectionsOf(items: NavItem[]): NavSection[] {
  return items.flatMap((i) => (i.kind === 'section' ? [i] : i.kind === 'group' ? sectionsOf(i.items) : []));
}

/** The expandable section that holds the current path, so it opens by itself. */
export function sectionForPath(pathname: string): string | null {
  return sectionsOf(NAV).find((s) => s.links.some((l) => l.to === pathname))?.id ?? null;
}

export function allNavLinks(items: NavItem[] = NAV): NavLink[] {
  return items.flatMap((i) =>
    i.kind === 'link' ? [i] : i.kind === 'section' ? i.links : allNavLinks(i.items),
  );
}
