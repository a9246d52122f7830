import { Link, useRouteError } from 'react-router';

/** Shown instead of a blank screen when a page throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-600">This page hit an unexpected error. Please try again.</p>
      <Link to="/offers" className="mt-6 inline-block font-semibold text-brand-600">
        Back to AdReel
      </Link>
    </div>
  );
}
