import { Navigate, Outlet, useLocation } from 'react-router';
import { useToken } from '../lib/session.ts';

/** Protected routes redirect to /login without a token — also the moment a 401 removes it. */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
