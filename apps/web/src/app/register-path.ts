/**
 * The API marks only the HTML it serves at the hidden registration path (a <meta> tag), so the path
 * is never in the bundle. Captured once at load: later client-side navigation cannot fake it.
 */
const marked =
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="adreel-page"][content="register"]') !== null;
export const registerPath: string | null = marked ? window.location.pathname : null;
