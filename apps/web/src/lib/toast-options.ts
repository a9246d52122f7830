import type { ToasterProps } from 'react-hot-toast';

/**
 * react-hot-toast's own defaults are exactly the spec's rules (4000 ms blank/error, 2000 ms success,
 * loading until dismissed, at most 20 kept); toast-options.test.tsx proves it, so none are overridden.
 */
export const toasterProps: ToasterProps = {
  position: 'top-center',
  toastOptions: { className: 'text-sm font-medium', ariaProps: { role: 'status', 'aria-live': 'polite' } },
};
