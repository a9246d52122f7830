/**
 * A built-in training video the first start has not rendered yet (BuiltInTraining's placeholder): not
 * a busy page but a walkthrough waiting for another (or itself), so it is captured again afterwards.
 */
export const TRAINING_PLACEHOLDER = 'training video placeholder';

/**
 * A walkthrough must never show a page that is still working: a spinner, a skeleton, a progress bar or
 * "Video is being prepared…" in a training video teaches nothing. This script runs in the captured
 * page before each screenshot and names every visible busy marker; an empty list means the screen is
 * done. Plain JavaScript in a string, so it runs in the browser exactly as written.
 */
export const BUSY_MARKERS_SCRIPT = `(() => {
  const found = [];
  const shown = (el) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
  const name = (el) => {
    const label = el.getAttribute('aria-label');
    return '<' + el.tagName.toLowerCase() + (label ? ' "' + label + '"' : '') + '>';
  };
  const mark = (selector, what) => {
    for (const el of document.querySelectorAll(selector)) if (shown(el)) found.push(what + ' ' + name(el));
  };
  mark('[aria-busy="true"]', 'busy');
  mark('[role="progressbar"], progress', 'progress bar');
  mark('.animate-spin', 'spinner');
  mark('.animate-pulse, [data-skeleton]', 'skeleton');
  const placeholder = /this training video is being prepared/gi;
  for (const el of document.querySelectorAll('[role="status"]')) {
    if (shown(el) && placeholder.test(el.textContent || '')) found.push('${TRAINING_PLACEHOLDER}');
    placeholder.lastIndex = 0;
  }
  const words = /being prepared|loading(\\.\\.\\.|\\u2026)/i;
  const text = ((document.body && document.body.innerText) || '').replace(placeholder, '');
  const said = text.match(words);
  if (said) found.push('"' + said[0] + '" on screen');
  for (const el of document.querySelectorAll('[title], [aria-label]')) {
    const hint = (el.getAttribute('title') || '') + ' ' + (el.getAttribute('aria-label') || '');
    const m = hint.match(words);
    if (m && shown(el)) found.push('"' + m[0] + '" on ' + name(el));
  }
  return [...new Set(found)];
})()`;

/** How long a busy screen may take to finish before the walkthrough gives up on it. */
export const BUSY_WAIT_MS = 10_000;
