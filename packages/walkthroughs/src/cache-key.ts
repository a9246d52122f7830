import { createHash } from 'node:crypto';
import type { WalkthroughSpec } from './table.ts';

/** Raise when the way walkthroughs are captured or rendered changes, so every one renders again. */
export const WALKTHROUGH_RENDER_VERSION = 2;

/**
 * A walkthrough is up to date when this key matches the stored one: the same steps, screenshots of
 * the same web build, and the same capture and render settings.
 */
export function walkthroughKey(spec: WalkthroughSpec, webBuildId: string, renderSettings: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([WALKTHROUGH_RENDER_VERSION, spec, webBuildId, renderSettings]))
    .digest('hex');
}

/**
 * The web build's identity: its index.html names every hashed asset file, so any change to the app's
 * code or styles changes it.
 */
export function webBuildId(indexHtml: string): string {
  return createHash('sha256').update(indexHtml).digest('hex');
}
