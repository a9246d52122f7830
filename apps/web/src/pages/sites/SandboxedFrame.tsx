/**
 * Cloned HTML runs the vendor's code, so it is only ever shown in a frame whose sandbox leaves out
 * allow-same-origin: the page gets an opaque origin and cannot read the app's token or call its API.
 */
export const CLONED_PAGE_SANDBOX = 'allow-scripts allow-popups allow-forms';

export function SandboxedFrame({
  html,
  title,
  className = '',
}: {
  html: string;
  title: string;
  className?: string;
}) {
  return (
    <iframe
      title={title}
      srcDoc={html}
      sandbox={CLONED_PAGE_SANDBOX}
      referrerPolicy="no-referrer"
      className={`block border-0 bg-white ${className}`}
    />
  );
}
