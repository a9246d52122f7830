import type { WalkthroughSpec } from '../src/table.ts';

/** A small walkthrough: two steps on one page (one shared screenshot), then another page. */
export const OFFERS_SPEC: WalkthroughSpec = {
  id: 'offers',
  title: 'From offer to video',
  summary: 'Pick an offer, then make the video.',
  trainingPath: 'Creating Videos/1 From Offer to Video.mp4',
  steps: [
    { title: 'Open Offers', route: '/offers', narration: 'Open Offers and pick a product you like.' },
    { title: 'Copy the link', route: '/offers', narration: 'Copy your link.' },
    {
      title: 'Create',
      route: '/dashboard',
      actions: [{ fill: 'input[name="url"]', value: 'https://example.com/p' }],
      narration: 'Paste its page here and press Generate Video.',
    },
  ],
};
