import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { EmailField, PasswordField } from '../../components/ui/Field.tsx';
import { session } from '../../lib/session.ts';
import { AuthShell } from './AuthShell.tsx';
import { useSignInMutation } from './api.ts';

/** The address just registered, when sign-up sent the user here (RegisterPage). */
function registeredEmail(state: unknown): string | null {
  const email = (state as { registered?: unknown } | null)?.registered;
  return typeof email === 'string' ? email : null;
}

export function LoginPage() {
  const navigate = useNavigate();
  const registered = registeredEmail(useLocation().state);
  const [email, setEmail] = useState(registered ?? '');
  const [password, setPassword] = useState('');
  const signIn = useSignInMutation({
    onSuccess: ({ token, user }) => {
      session.signIn(token, user);
      toast.success('Successfully signed in!');
      navigate('/offers');
    },
    onError: () => toast.error('Failed to sign in'),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    signIn.mutate({ email, password });
  }

  return (
    <AuthShell title="Sign in to your account">
      <form onSubmit={onSubmit} className="space-y-4">
        {registered ? (
          <p
            role="status"
            className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800 ring-1 ring-green-200"
          >
            Your account has been created. Sign in with {registered} to get started.
          </p>
        ) : null}
        <EmailField required value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField value={password} onChange={(e) => setPassword(e.target.value)} />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:text-brand-700">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" busy={signIn.isPending} busyText="Signing in..." className="w-full">
          Sign in
        </Button>
      </form>
    </AuthShell>
  );
}
