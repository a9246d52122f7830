import { createHash } from 'node:crypto';
import { escapeHtml } from '@adreel/contracts';
import * as cheerio from 'cheerio';
import { parseHttpUrl } from './urls.ts';

/** Spec §9: the countdown on published sites runs for 24 hours. */
export const COUNTDOWN_HOURS = 24;
export const BANNER_ATTRIBUTE = 'data-adreel-banner';

/** Spec §9: "Spots left" is a random integer from 1 to 10. */
export function randomSpotsLeft(rng: () => number = Math.random): number {
  return Math.min(10, Math.max(1, 1 + Math.floor(rng() * 10)));
}

export function countdownExpiresAt(now: Date = new Date()): Date {
  return new Date(now.getTime() + COUNTDOWN_HOURS * 3_600_000);
}

/** `HH:MM:SS` for a remaining time in ms (hours may exceed 99 if a caller asks for more than 4 days). */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export function countdownText(expiresAt: Date, now: Date): string {
  const left = expiresAt.getTime() - now.getTime();
  return left >= 1000 ? `Offer ends in ${formatCountdown(left)}` : 'Offer ended';
}

export function spotsText(spotsLeft: number): string {
  return spotsLeft === 1 ? 'Only 1 spot left' : `Only ${spotsLeft} spots left`;
}

/**
 * The banner's live clock, as plain ES5 so it runs on any page. It reads the absolute expiry from the
 * banner's data-expires (epoch ms), so the time left is right whenever the page is opened, and computes
 * exactly what countdownText computes on the server.
 */
export const COUNTDOWN_SCRIPT = `(function(){
var s=document.currentScript,root=s&&s.closest&&s.closest('[${BANNER_ATTRIBUTE}]');
if(!root)return;
var end=Number(root.getAttribute('data-expires')),out=root.querySelector('[data-adreel-countdown]');
if(!out||!isFinite(end))return;
function pad(n){return(n<10?'0':'')+n}
var timer;
function tick(){
var left=Math.floor((end-Date.now())/1000);
if(left<1){out.textContent='Offer ended';root.setAttribute('data-expired','true');if(timer)clearInterval(timer);return true}
out.textContent='Offer ends in '+pad(Math.floor(left/3600))+':'+pad(Math.floor(left%3600/60))+':'+pad(left%60);
}
if(!tick())timer=setInterval(tick,1000);
})();`;

/**
 * The CSP source that lets exactly COUNTDOWN_SCRIPT run inline (and no other script): the app's
 * preview frames inherit the app's policy, which refuses every other inline script.
 */
export const COUNTDOWN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COUNTDOWN_SCRIPT, 'utf8').digest('base64')}'`;

const BAR_STYLE = [
  'all:initial',
  'position:fixed',
  'top:0',
  'left:0',
  'right:0',
  'z-index:2147483647',
  'display:flex',
  'flex-wrap:wrap',
  'align-items:center',
  'justify-content:center',
  'gap:8px 20px',
  'min-height:56px',
  'padding:8px 16px',
  'box-sizing:border-box',
  'background:#b91c1c',
  'color:#ffffff',
  'font:600 16px/1.3 system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif',
  'box-shadow:0 2px 8px rgba(0,0,0,.25)',
].join(';');
const TEXT_STYLE = 'all:initial;color:inherit;font:inherit;font-variant-numeric:tabular-nums';
const BUTTON_STYLE = [
  'all:initial',
  'display:inline-block',
  'padding:8px 18px',
  'border-radius:6px',
  'background:#facc15',
  'color:#111827',
  'font:700 15px/1.2 system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif',
  'cursor:pointer',
  'text-decoration:none',
].join(';');

export interface CountdownBannerOptions {
  expiresAt: Date;
  spotsLeft: number;
  affiliateLink?: string;
  /** The moment the static text (shown before/without JavaScript) is computed for. */
  now?: Date;
}

/**
 * A self-contained urgency bar fixed to the top of the page: a live "Offer ends in HH:MM:SS", "Only N
 * spots left" and a button to the affiliate link. Inline styles start from `all:initial` so the
 * cloned page's CSS cannot restyle it; the outer element reserves its height so it hides nothing.
 */
export function renderCountdownBanner(opts: CountdownBannerOptions): string {
  const now = opts.now ?? new Date();
  const expires = opts.expiresAt.getTime();
  const expired = expires - now.getTime() < 1000;
  const spots = Math.max(0, Math.floor(opts.spotsLeft));
  const link = opts.affiliateLink ? parseHttpUrl(opts.affiliateLink.trim()) : null;
  const button = link
    ? `<a href="${escapeHtml(link.href)}" rel="sponsored noopener" target="_blank" style="${BUTTON_STYLE}">Get instant access</a>`
    : '';
  return (
    `<div ${BANNER_ATTRIBUTE}="countdown" data-expires="${expires}"${expired ? ' data-expired="true"' : ''}` +
    ` style="all:initial;display:block;height:56px">` +
    `<div style="${BAR_STYLE}">` +
    `<span data-adreel-countdown style="${TEXT_STYLE}">${escapeHtml(countdownText(opts.expiresAt, now))}</span>` +
    `<span data-adreel-spots style="${TEXT_STYLE}">${escapeHtml(spotsText(spots))}</span>` +
    button +
    `</div><script>${COUNTDOWN_SCRIPT}</script></div>`
  );
}

/** Takes out everything a previous injectBanner put in. */
export function removeBanner(html: string): string {
  const $ = cheerio.load(html);
  $(`[${BANNER_ATTRIBUTE}]`).remove();
  return $.html();
}

/**
 * Puts `bannerHtml` at the top of the body, replacing any banner already there, so publishing twice
 * leaves one banner. Markup without the marker attribute is wrapped in an element that carries it.
 */
export function injectBanner(html: string, bannerHtml: string): string {
  const $ = cheerio.load(html);
  $(`[${BANNER_ATTRIBUTE}]`).remove();
  const fragment = cheerio.load(bannerHtml, null, false);
  const roots = fragment.root().contents();
  const marked =
    roots.length > 0 &&
    roots.toArray().every((node) => {
      if (node.type === 'text') return (node.data ?? '').trim() === '';
      return node.type === 'tag' && fragment(node).is(`[${BANNER_ATTRIBUTE}]`);
    });
  const markup = marked ? bannerHtml : `<div ${BANNER_ATTRIBUTE}="">${bannerHtml}</div>`;
  $('body').prepend(markup);
  return $.html();
}
