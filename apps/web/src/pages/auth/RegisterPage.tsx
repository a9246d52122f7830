import { passwordLengthProblem } from '@adreel/contracts';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { EmailField, NewPasswordField, TextField } from '../../components/ui/Field.tsx';
import { ApiError } from '../../lib/api.ts';
import { AuthShell } from './AuthShell.tsx';
import { useSignUpMutation } from './api.ts';
import { fieldErrorsOf } from './field-errors.ts';

export function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [reason, setReason] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });
  const signUp = useSignUpMutation({
    onSuccess: ({ user }) => {
      toast.success('Successfully registered! Please sign in.');
      // The toast is brief; the sign-in page keeps saying so, with the address filled in (issue 33).
      navigate('/login', { state: { registered: user.email } });
    },
    onError: (error) => {
      // A refused field (e.g. "This password is too common") is said at the field and in the toast.
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      toast.error(Object.values(fields)[0] ?? 'Failed to register');
      if (error instanceof ApiError && error.status === 409) setReason(error.message);
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setReason(null);
    const tooShort = passwordLengthProblem(form.password);
    if (tooShort) {
      setErrors({ password: tooShort });
      toast.error(tooShort);
      return;
    }
    setErrors({});
    signUp.mutate(form);
  }

  return (
    <AuthShell title="Create your account">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={form.name}
          onChange={set('name')}
          error={errors.name}
        />
        <EmailField required value={form.email} onChange={set('email')} error={errors.email} />
        <NewPasswordField
          label="Password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
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
