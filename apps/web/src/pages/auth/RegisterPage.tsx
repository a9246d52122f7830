import { signupResponseSchema } from '@adreel/contracts';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { AuthShell } from './AuthShell.tsx';

export function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setReason(null);
    try {
      await api('/auth/signup', { method: 'POST', body: form, schema: signupResponseSchema });
      toast.success('Successfully registered! Please sign in.');
      navigate('/login');
    } catch (error) {
      toast.error('Failed to register');
      if (error instanceof ApiError && error.status === 409) setReason(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell title="Create your account">
      <form onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={form.name}
          onChange={set('name')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={set('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={set('password')}
        />
        {reason ? (
          <p role="alert" className="text-sm text-red-600">
            {reason}
          </p>
        ) : null}
        <Button type="submit" busy={busy} busyText="Registering..." className="w-full">
          Register
        </Button>
        <p className="text-center text-sm">
          <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700">
            Already have an account? Sign in
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
