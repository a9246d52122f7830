import { Navigate, useLocation } from 'react-router';
import { RegisterPage } from '../pages/auth/RegisterPage.tsx';
import { registerPath } from './register-path.ts';

export function UnknownRoute() {
  const location = useLocation();
  if (registerPath && location.pathname === registerPath) return <RegisterPage />;
  return <Navigate to="/login" replace />;
}
