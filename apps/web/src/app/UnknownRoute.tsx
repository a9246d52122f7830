import { Navigate, useLocation } from 'react-router';
import { lazyPage } from './lazy-page.tsx';
import { registerPath } from './register-path.ts';

const RegisterPage = lazyPage(() => import('../pages/auth/RegisterPage.tsx').then((m) => m.RegisterPage));

export function UnknownRoute() {
  const location = useLocation();
  if (registerPath && location.pathname === registerPath) return <RegisterPage />;
  return <Navigate to="/login" replace />;
}
