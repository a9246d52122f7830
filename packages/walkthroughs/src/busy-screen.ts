/**
 * A built-in training video the first start has not rendered yet (BuiltInTraining's placeholder): not
 * a busy page but a walkthrough waiting for another (or itself), so it is captured again afterwards.
 */
export const TRAINING_PLACEHOLDER = 'training video placeholder';

/**
 * A walkthrough must never show a page that is still working (a spinner, a skeleton, a progress bar,
 * "Video is being prepared…") or failed ("Failed to fetch videos"): in a training video it teaches
 * nothing. This script runs in the captured
 * page before each screenshot and names every busy marker inside the viewport (what the screenshot
 * shows); an empty list means the screen is done. Plain JavaScript in a string, so it runs in the browser exactly as written.
 */
export const BUSY_MARKERS_SCRIPT = `(() => {
  const found = [];
  // In the screenshot: rendered (not display:none or visibility:hidden) and inside the viewport.
  const inView = (r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 &&
    r.top < window.innerHeight && r.left < window.innerWidth;
  const shown = (el) =>
    (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })) &&
    inView(el.getBoundingClientRect());
  const name = (el) => {
    const label = el.getAttribute('aria-label');
    return '<' + el.tagName.toLowerCase() + (label ? ' "' + label + '"' : '') + '>';
  };
  const mark = (selector, what, busy) => {
    for (const el of document.querySelectorAll(selector)) {
      if (shown(el) && (!busy || busy(el))) found.push(what + ' ' + name(el));
    }
  };
  // A bar at its start (an idle form) or its end (done) says nothing is under way; one between, or
  // with no value at all (indeterminate), does.
  const moving = (el) => {
    const raw = el.tagName === 'PROGRESS' ? el.getAttribute('value') : el.getAttribute('aria-valuenow');
    if (raw === null) return true;
    const max = Number(el.getAttribute(el.tagName === 'PROGRESS' ? 'max' : 'aria-valuemax') || 100);
    const min = Number(el.getAttribute('aria-valuemin') || 0);
    return Number(raw) > min && Number(raw) < max;
  };
  mark('[aria-busy="true"]', 'busy');
  mark('[role="progressbar"], progress', 'progress bar', moving);
  mark('.animate-spin', 'spinner');
  mark('.animate-pulse, [data-skeleton]', 'skeleton');
  const placeholder = /this training video is being prepared/i;
  const slots = [...document.querySelectorAll('[role="status"]')].filter((el) =>
    placeholder.test(el.textContent || ''),
  );
  if (slots.some(shown)) found.push('${TRAINING_PLACEHOLDER}');
  const words = /being prepared|\\bpreparing\\b|loading(\\.\\.\\.|\u2026)/i;
  // An error on screen ("Failed to fetch videos") is no finished page either.
  const failed = /\\bfailed to\\b|something went wrong/i;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const busy = node.data.match(words);
    const error = node.data.match(failed);
    const el = node.parentElement;
    if (!(busy || error) || !el || slots.some((slot) => slot.contains(el)) || !shown(el)) continue;
    if (busy) found.push('"' + busy[0] + '" on screen');
    if (error) found.push('error "' + error[0] + '" on screen');
  }
  mark('[role="alert"]', 'alert');
  for (const el of document.querySelectorAll('[title], [aria-label]')) {
    const hint = (el.getAttribute('title') || '') + ' ' + (el.getAttribute('aria-label') || '');
    const m = hint.match(words);
    if (m && shown(el)) found.push('"' + m[0] + '" on ' + name(el));
  }
  for (const img of document.querySelectorAll('img')) {
    const src = img.currentSrc || img.src || '';
    if (!src || !shown(img)) continue;
    // A drawn placeholder (an inline SVG saying "Preparing preview…") or an image that failed to load.
    const drawn = src.startsWith('data:image/svg') && words.test(decodeURIComponent(src));
    if (drawn) found.push('placeholder image ' + name(img));
    else if (img.complete && img.naturalWidth === 0 && !src.startsWith('data:')) {
      found.push('broken image ' + name(img));
    }
  }
  return [...new Set(found)];
})()`;

/** How long a busy screen may take to finish before the walkthrough gives up on it. */
export const BUSY_WAIT_MS = 10_000;
