/**
 * What Ubuntu 24.04 (noble) calls the packages the CI workflow may install, from the archive's own
 * index (https://packages.ubuntu.com/noble/<name>, checked 2026-11-27). A name missing here is not
 * known to exist on the runner; a snap-only name is refused with the reason.
 */
export const NOBLE_PACKAGES = new Set([
  'ffmpeg', // universe, 7:6.1.1
  'tesseract-ocr', // universe, 5.3.4
  'espeak-ng', // universe, 1.51
  'fonts-dejavu-core', // main, 2.37
  'fonts-liberation2', // main, 2.1.5
  'fonts-noto-core', // main, 20201225
  'postgresql-client', // main
  'redis-tools', // universe
]);

/** Names that exist on Ubuntu but do not give what Debian's package of that name gives. */
export const SNAP_ONLY: Record<string, string> = {
  'chromium-browser':
    "on Ubuntu a transitional package that installs the Chromium snap, which does not run on the runner; install Playwright's Chromium instead",
  chromium: "not an Ubuntu package (Debian's name); install Playwright's Chromium instead",
  'chromium-driver': 'on Ubuntu a transitional package for the snap',
};
