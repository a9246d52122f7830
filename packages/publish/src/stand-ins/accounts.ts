import type { Platform } from '../types.ts';

export interface DemoAccount {
  id: string;
  name: string;
  handle: string;
  /** TikTok: a private account (an unaudited app may post only to these). */
  privateAccount?: boolean;
}

/** The pretend accounts a demo user can "allow" on each stand-in's consent page. */
export const DEMO_ACCOUNTS: Record<Platform, DemoAccount[]> = {
  tiktok: [
    { id: 'tt-open-demo-1', name: 'Demo Creator', handle: 'demo_creator', privateAccount: true },
    { id: 'tt-open-demo-2', name: 'Second Creator', handle: 'second_creator', privateAccount: false },
  ],
  youtube: [
    { id: 'UCdemoChannel000000000001', name: 'Demo Channel', handle: 'demochannel' },
    { id: 'UCdemoChannel000000000002', name: 'Second Channel', handle: 'secondchannel' },
  ],
  instagram: [
    { id: '17841400000000001', name: 'demo.reels', handle: 'demo.reels' },
    { id: '17841400000000002', name: 'second.reels', handle: 'second.reels' },
  ],
};

export function findAccount(platform: Platform, id: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS[platform].find((a) => a.id === id);
}
