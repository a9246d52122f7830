import { passwordLengthProblem } from '@adreel/contracts';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { EmailField, NewPasswordField, TextField } from '../../components/ui/Field.tsx';
import { ApiError } from '../../lib/api.ts';
import { AuthShell } from './AuthShell.tsx';
import { useForgotPasswordMutation } from './api.ts';
import { fieldErrorsOf } from './field-errors.ts';

/**
 * Two steps as in the spec, plus a one-time code: step one asks the server to e-mail a 6-digit code
 * (the answer never says whether the account exists), step two sends the code with the new password.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const requestCode = useForgotPasswordMutation({
    onSuccess: (res) => {
      toast.success(res.message);
      setReason(null);
      setStep('password');
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 429
          ? error.message
          : 'Failed to reset password. Please try again.',
      ),
  });

  const reset = useForgotPasswordMutation({
    onSuccess: () => {
      toast.success('Password has been reset successfully!');
      navigate('/login');
    },
    onError: (error) => {
      // A refused new password ("This password is too common") is said at the field; the code is kept.
      const refused = fieldErrorsOf(error).newPassword;
      if (refused) {
        setPasswordError(refused);
        toast.error(refused);
        return;
      }
      if (error instanceof ApiError && error.status === 401) toast.error('Email not found in our system');
      else toast.error('Failed to reset password. Please try again.');
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setReason(error.message);
    },
  });

  function onContinue(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      toast.error('Please enter your email');
      return;
    }
    requestCode.mutate({ email });
  }

  function onReset(e: FormEvent) {
    e.preventDefault();
    if (!password || !confirm || !code.trim()) {
      toast.error('Please fill in all fields');
      return;
    }
    if (password !== confirm) {
      toast.error('Passwords do not match');
      return;
    }
    const tooShort = passwordLengthProblem(password);
    setPasswordError(tooShort);
    if (tooShort) {
      toast.error(tooShort);
      return;
    }
    setReason(null);
    reset.mutate({ email, code: code.trim(), newPassword: password });
  }

  return (
    <AuthShell
      title="Reset Your Password"
      subtitle={step === 'email' ? 'Enter your email address' : 'Enter your new password'}
    >
      {step === 'email' ? (
        <form onSubmit={onContinue} className="space-y-4" noValidate>
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" busy={requestCode.isPending} className="w-full">
            Continue
          </Button>
        </form>
      ) : (
        <form onSubmit={onReset} className="space-y-4" noValidate>
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            Resetting the password for <strong data-testid="reset-email">{email}</strong>
          </p>
          <TextField
            label="6-digit code from the e-mail"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            hint="We sent it to your e-mail. It expires in 15 minutes."
          />
          <NewPasswordField
            label="New password"
            name="newPassword"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={passwordError}
          />
          <NewPasswordField
            label="Confirm new password"
            name="confirmPassword"
            hint={undefined}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {reason ? (
            <p role="alert" className="text-sm text-red-600">
              {reason}
            </p>
          ) : null}
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => setStep('email')} className="flex-1">
              Back
            </Button>
            <Button type="submit" busy={reset.isPending} busyText="Resetting..." className="flex-1">
              Reset Password
            </Button>
          </div>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700">
          Remember your password? Sign in
        </Link>
      </p>
    </AuthShell>
  );
}
