import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { EmailField, PasswordField, TextField } from '../../components/ui/Field.tsx';
import { ApiError } from '../../lib/api.ts';
import { AuthShell } from './AuthShell.tsx';
import { useSignUpMutation } from './api.ts';

export function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [reason, setReason] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });
  const signUp = useSignUpMutation({
    onSuccess: () => {
      toast.success('Successfully registered! Please sign in.');
      navigate('/login');
    },
    onError: (error) => {
      toast.error('Failed to register');
      if (error instanceof ApiError && error.status === 409) setReason(error.message);
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setReason(null);
    signUp.mutate(form);
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
        <EmailField required value={form.email} onChange={set('email')} />
        <PasswordField autoComplete="new-password" value={form.password} onChange={set('password')} />
        {reason ? (
          <p role="alert" className="text-sm text-red-600">
            {reason}
          </p>
        ) : null}
        <Button type="submit" busy={signUp.isPending} busyText="Registering..." className="w-full">
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
