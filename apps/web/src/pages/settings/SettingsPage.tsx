import { LogOut, ShieldAlert, Trash2, UserRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { PageHeader } from '../../components/ui/Card.tsx';
import { PasswordField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { useMeQuery } from '../../queries/auth.ts';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { useDeleteAccountMutation, useSignOutEverywhereMutation } from './api.ts';
import { BrandKitSection } from './BrandKitSection.tsx';
import { ChannelsSection } from './channels/ChannelsSection.tsx';
import { IntegrationsSection } from './IntegrationsSection.tsx';
import { LinkInBioSetting } from './LinkInBioSetting.tsx';
import { NoticeEmailSetting } from './NoticeEmailSetting.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

function AccountDetails() {
  // The same query the layout runs on entry, so this reads from the cache.
  const me = useMeQuery();
  const user = me.data?.user ?? session.getUser();
  if (me.isLoading && !user)
    return <Spinner className="h-5 w-5 text-brand-600" label="Loading your account..." />;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
      <dt className="font-medium text-slate-500">Name</dt>
      <dd className="break-words text-slate-900">{user?.name || '—'}</dd>
      <dt className="font-medium text-slate-500">E-mail</dt>
      <dd className="break-all text-slate-900">{user?.email || '—'}</dd>
    </dl>
  );
}

function SignOutEverywhere() {
  const navigate = useNavigate();
  const signOut = useSignOutEverywhereMutation({
    onSuccess: (message) => {
      toast.success(message);
      navigate('/login', { replace: true });
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not sign out everywhere. Please try again.')),
  });
  return (
    <>
      <p className="text-sm text-slate-600">
        Signed in on a phone, another browser or a shared computer? This ends every session of your account,
        including this one. You can sign in again right away.
      </p>
      <Button
        variant="secondary"
        className="mt-4 w-full sm:w-auto"
        icon={<LogOut aria-hidden="true" className="h-4 w-4" />}
        busy={signOut.isPending}
        busyText="Signing out..."
        onClick={() => signOut.mutate()}
      >
        Sign out everywhere
      </Button>
    </>
  );
}

function DeleteAccount() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const warningId = useId();
  const remove = useDeleteAccountMutation({
    onSuccess: ({ message }) => {
      toast.success(message);
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      setPassword('');
      toast.error(errorMessage(error, 'Could not delete your account. Please try again.'));
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password) remove.mutate(password);
  }

  const explanation = (
    <p id={warningId} className="text-sm text-slate-600">
      Deleting your account removes your videos, scripts, cloned and published sites, uploads, chats and your
      marketplace connection for good. Published sites and shared video links stop working. This cannot be
      undone.
    </p>
  );

  if (!confirming) {
    return (
      <>
        {explanation}
        <Button
          variant="danger"
          className="mt-4 w-full sm:w-auto"
          icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
          onClick={() => setConfirming(true)}
        >
          Delete account
        </Button>
      </>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-describedby={warningId}>
      {explanation}
      <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
        Enter your password to confirm that you want to delete your account and all its data.
      </p>
      <div className="max-w-sm">
        <PasswordField
          autoFocus
          value={password}
          disabled={remove.isPending}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button
          variant="secondary"
          disabled={remove.isPending}
          onClick={() => {
            setConfirming(false);
            setPassword('');
          }}
        >
          Cancel
        </Button>
        <Button
          type="submit"
          variant="danger"
          disabled={!password}
          busy={remove.isPending}
          busyText="Deleting..."
          icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
        >
          Delete my account forever
        </Button>
      </div>
    </form>
  );
}

export function SettingsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Settings"
        subtitle="Your account, where you are signed in, the services AdReel uses, and deleting your account."
      />
      <div className="space-y-6">
        <SettingsCard title="Account" icon={UserRound}>
          <div className="mt-3">
            <AccountDetails />
          </div>
          <LinkInBioSetting />
          <NoticeEmailSetting />
        </SettingsCard>
        <SettingsCard title="Sessions" icon={LogOut}>
          <div className="mt-3">
            <SignOutEverywhere />
          </div>
        </SettingsCard>
        <BrandKitSection />
        <ChannelsSection />
        <IntegrationsSection />
        <ApiKeysSection />
        <WebhooksSection />
        <SettingsCard title="Delete account" danger icon={ShieldAlert}>
          <div className="mt-3">
            <DeleteAccount />
          </div>
        </SettingsCard>
      </div>
    </div>
  );
}
