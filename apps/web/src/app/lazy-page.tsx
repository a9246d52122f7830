import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoading } from '../components/ui/Spinner.tsx';

/**
 * Each page is its own chunk, fetched when its route is first visited, so the first load carries
 * only the shell and the sign-in page (apps/web/scripts/check-bundle.mjs holds it there).
 */
export function page(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}

/** The same for a page rendered with props (react-router's `lazy` cannot pass them). */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense fallback={<PageLoading />}>
      <Loaded {...props} />
    </Suspense>
  );
}
