import type { WalkthroughId } from '@adreel/contracts';

/** Something done on the page before its screenshot: a CSS selector and, for `fill`, the text. */
export type StepAction = { click: string } | { fill: string; value: string };

export interface WalkthroughStep {
  /** The chapter's name in the player. */
  title: string;
  /** The app route to open (signed in as the demo account). */
  route: string;
  actions?: StepAction[];
  /** What the voice says over this screen; also its caption and transcript. */
  narration: string;
}

export interface WalkthroughSpec {
  id: WalkthroughId;
  title: string;
  summary: string;
  /** Where the video sits in The Missing Piece tree (below training-media/). */
  trainingPath: string;
  steps: WalkthroughStep[];
}

const OPEN_MENU: StepAction = { click: 'button[aria-label="Open menu"]' };
const PRODUCT_URL: StepAction = {
  fill: 'input[name="url"]',
  value: 'https://example.com/products/smart-blender',
};

/**
 * Every built-in training video, step by step. Editing a line here changes that walkthrough's cache
 * key, so the next start renders it again.
 */
export const WALKTHROUGHS: readonly WalkthroughSpec[] = [
  {
    id: 'welcome',
    title: 'Welcome to AdReel',
    summary: 'Three taps from an offer to your first AI video ad.',
    trainingPath: 'Getting Started/1 Welcome to AdReel.mp4',
    steps: [
      {
        title: 'Your menu',
        route: '/offers',
        actions: [OPEN_MENU],
        narration: 'Welcome to AdReel. Everything you need is in this menu, in three taps.',
      },
      {
        title: 'Tap 1: Select an offer',
        route: '/offers',
        narration: 'Tap one. On the Offers page, connect your marketplace account and pick an offer.',
      },
      {
        title: 'Tap 2: Create a viral video',
        route: '/dashboard',
        actions: [PRODUCT_URL],
        narration: 'Tap two. Paste the product link and AdReel writes the video script for you.',
      },
      {
        title: 'Tap 3: Drive traffic',
        route: '/videos',
        narration: 'Tap three. Share your finished video with your affiliate link, and earn.',
      },
    ],
  },
  {
    id: 'step-by-step',
    title: 'Step-by-Step Training',
    summary: 'Your first video from start to finish.',
    trainingPath: 'Getting Started/2 Step-by-Step Training.mp4',
    steps: [
      {
        title: 'Connect and choose',
        route: '/offers',
        narration: 'First, connect your marketplace account and note your affiliate ID.',
      },
      {
        title: 'Paste the product page',
        route: '/dashboard',
        actions: [PRODUCT_URL],
        narration: 'Paste the product page into the dashboard and press Generate Video.',
      },
      {
        title: 'Review your script',
        route: '/videos',
        narration: 'Review each scene, then create the video and wait for the six stages.',
      },
      {
        title: 'Post every day',
        route: '/traffic-sources',
        narration: 'Post it with your affiliate link in the caption, and repeat daily.',
      },
    ],
  },
  {
    id: 'offers',
    title: 'From offer to video',
    summary: 'Pick an offer, copy your affiliate link, create the video.',
    trainingPath: 'Creating Videos/1 From Offer to Video.mp4',
    steps: [
      {
        title: 'Open Offers',
        route: '/offers',
        narration: 'Open Offers and connect your account to browse offers with commissions.',
      },
      {
        title: 'Copy your affiliate link',
        route: '/offers',
        narration: 'On an offer card, press Copy Affiliate Link. Your ID is already in it.',
      },
      {
        title: 'Create the video',
        route: '/dashboard',
        actions: [PRODUCT_URL],
        narration: 'Then paste the product page here and press Generate Video.',
      },
    ],
  },
  {
    id: 'my-videos',
    title: 'Share, go viral, earn',
    summary: 'Turn each finished video into commissions.',
    trainingPath: 'Traffic/1 Share Your Videos and Earn.mp4',
    steps: [
      {
        title: 'My Videos',
        route: '/videos',
        narration: 'Your finished videos wait in My Videos. Download one, or use its share buttons.',
      },
      {
        title: 'Post with your link',
        route: '/traffic-sources',
        narration: 'Post it with your affiliate link and the commentary we wrote for you.',
      },
      {
        title: 'Go viral',
        route: '/videos',
        narration: 'Reply to comments in the first hour. It helps the video go viral.',
      },
    ],
  },
  {
    id: 'dfy',
    title: 'Done-For-You',
    summary: 'Promote ready-made videos and review sites.',
    trainingPath: 'Exclusive Upgrades/1 Done-For-You.mp4',
    steps: [
      {
        title: 'Done-for-you videos',
        route: '/done-for-you/videos',
        narration: 'Done-for-you videos come with your affiliate link and the post text.',
      },
      {
        title: 'Review sites',
        route: '/done-for-you/review-sites',
        narration: 'Clone a ready review site with your link, and track it under My Affiliates.',
      },
    ],
  },
  {
    id: 'instant-income',
    title: 'Instant Income',
    summary: 'Publish money sites for marketplace offers in minutes.',
    trainingPath: 'Exclusive Upgrades/2 Instant Income.mp4',
    steps: [
      {
        title: 'Money sites',
        route: '/instant-money-sites',
        narration: 'Pick an offer in Instant Money Sites and plug in your affiliate link.',
      },
      {
        title: 'Site cloner',
        route: '/instant-site-cloner',
        narration: 'Or clone any page you like, then publish it and share the address.',
      },
    ],
  },
  {
    id: 'automated-profits',
    title: 'Automated Profits',
    summary: 'Turn any text into a video, then put it in front of buyers.',
    trainingPath: 'Exclusive Upgrades/3 Automated Profits.mp4',
    steps: [
      {
        title: 'Text to video',
        route: '/automated-profits/text-to-video',
        narration: 'Paste a product description or an idea, and turn it into a video script.',
      },
      {
        title: 'Traffic sources',
        route: '/traffic-sources',
        narration: 'Then share your link across the traffic sources, one tap each.',
      },
    ],
  },
  {
    id: 'trainer',
    title: 'The daily routine',
    summary: 'What our most successful affiliates do every day.',
    trainingPath: 'Traffic/2 The Daily Routine.mp4',
    steps: [
      {
        title: 'Pick two offers',
        route: '/offers',
        narration: 'Pick two offers with high earnings per sale.',
      },
      {
        title: 'Three videos each',
        route: '/dashboard',
        narration: 'Create three short videos per offer, each with a different hook, and post daily.',
      },
    ],
  },
];

export function walkthroughSpec(id: WalkthroughId): WalkthroughSpec {
  const spec = WALKTHROUGHS.find((w) => w.id === id);
  if (!spec) throw new Error(`No walkthrough named ${id}`);
  return spec;
}
