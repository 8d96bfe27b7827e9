/**
 * Account self-service on /profile (issue 18 §4): edit name and user name, change email with a
 * code sent to the new address, change password (other devices signed out), sign out everywhere,
 * download my data, delete my account. Each form keeps what was typed when the server refuses and
 * shows its field errors under the fields.
 *
 * <AccountSettings user={data.user} />
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { FormField } from '../../components/form/form-field.tsx';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { clearSession, getStoredUser, getToken, setSession } from '../../lib/session.ts';
import type { ProfileUser } from '../auth/auth-api.ts';
import { useAccountAction, type ActionState } from './use-account-action.ts';
import { api } from '../../api/routes.ts';
import { MESSAGES } from '#domain/messages.ts';

export const DELETE_WORD = 'DELETE';

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{props.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">{props.children}</CardContent>
    </Card>
  );
}

function Outcome({ state }: { state: ActionState }) {
  if (state.error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{state.error}</AlertDescription>
      </Alert>
    );
  }
  if (state.done) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {state.done}
      </p>
    );
  }
  return null;
}

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <FormField id={props.id} label={props.label} {...(props.error ? { error: props.error } : {})}>
      {(aria) => (
        <Input
          id={props.id}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          {...aria}
        />
      )}
    </FormField>
  );
}

function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['profile'] });
}

function ProfileForm({ user }: { user: ProfileUser }) {
  const action = useAccountAction();
  const refresh = useRefreshProfile();
  const [firstname, setFirstname] = useState(user.firstname);
  const [lastname, setLastname] = useState(user.lastname);
  const [username, setUsername] = useState(user.username);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await action.run(api.user.editProfile, { body: { firstname, lastname, username } })) {
      await refresh();
    }
  };
  return (
    <Section title="Name and user name">
      <form aria-label="Name and user name" className="space-y-4" onSubmit={(e) => void submit(e)}>
        <Field
          id="acc-first"
          label="First Name"
          value={firstname}
          onChange={setFirstname}
          error={action.fields.firstname}
          autoComplete="given-name"
        />
        <Field
          id="acc-last"
          label="Last Name"
          value={lastname}
          onChange={setLastname}
          error={action.fields.lastname}
          autoComplete="family-name"
        />
        <Field
          id="acc-username"
          label="User Name"
          value={username}
          onChange={setUsername}
          error={action.fields.username}
          autoComplete="username"
        />
        <Button type="submit" disabled={action.busy}>
          Save name
        </Button>
        <Outcome state={action} />
      </form>
    </Section>
  );
}

function EmailForm() {
  const ask = useAccountAction();
  const confirm = useAccountAction();
  const refresh = useRefreshProfile();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const request = async (e: FormEvent) => {
    e.preventDefault();
    if (await ask.run(api.user.changeEmail, { body: { newEmail, password } })) {
      setSent(true);
      setPassword('');
    }
  };
  const verify = async (e: FormEvent) => {
    e.preventDefault();
    const res = await confirm.run(api.user.confirmEmail, { body: { newEmail, code } });
    if (!res) return;
    const stored = getStoredUser();
    const token = getToken();
    if (stored && token) setSession(token, { ...stored, email: res.data.email });
    setSent(false);
    setCode('');
    await refresh();
  };
  return (
    <Section title="Email address">
      <p className="text-sm text-muted-foreground">
        A code goes to the new address; the change happens when you enter it there.
      </p>
      <form aria-label="Change email" className="space-y-4" onSubmit={(e) => void request(e)}>
        <Field
          id="acc-new-email"
          label="New email"
          type="email"
          value={newEmail}
          onChange={setNewEmail}
          error={ask.fields.newEmail}
          autoComplete="email"
        />
        <Field
          id="acc-email-password"
          label="Current password"
          type="password"
          value={password}
          onChange={setPassword}
          error={ask.fields.password}
          autoComplete="current-password"
        />
        <Button type="submit" disabled={ask.busy}>
          Send code
        </Button>
        <Outcome state={ask} />
      </form>
      {sent && (
        <form aria-label="Confirm new email" className="space-y-4" onSubmit={(e) => void verify(e)}>
          <Field
            id="acc-email-code"
            label="Code from the new address"
            value={code}
            onChange={setCode}
            error={confirm.fields.code}
            autoComplete="one-time-code"
          />
          <Button type="submit" disabled={confirm.busy}>
            Confirm new email
          </Button>
          <Outcome state={confirm} />
        </form>
      )}
      {!sent && confirm.done && <Outcome state={confirm} />}
    </Section>
  );
}

function PasswordForm() {
  const action = useAccountAction();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await action.run(api.user.changePassword, { body: { currentPassword, newPassword } })) {
      setCurrent('');
      setNew('');
    }
  };
  return (
    <Section title="Password">
      <form aria-label="Change password" className="space-y-4" onSubmit={(e) => void submit(e)}>
        <Field
          id="acc-current-password"
          label="Current password"
          type="password"
          value={currentPassword}
          onChange={setCurrent}
          error={action.fields.currentPassword}
          autoComplete="current-password"
        />
        <Field
          id="acc-new-password"
          label="New password"
          type="password"
          value={newPassword}
          onChange={setNew}
          error={action.fields.newPassword}
          autoComplete="new-password"
        />
        <Button type="submit" disabled={action.busy}>
          Change password
        </Button>
        <Outcome state={action} />
      </form>
    </Section>
  );
}

function SessionsAndData() {
  const navigate = useNavigate();
  const signOut = useAccountAction();
  const download = useAccountAction();
  const everywhere = async () => {
    if (await signOut.run(api.user.signOutEverywhere, {})) {
      clearSession();
      toast.success(MESSAGES.signedOutEverywhere);
      void navigate('/login');
    }
  };
  const save = async () => {
    const res = await download.run(api.user.exportData, {});
    if (!res) return;
    const blob = new Blob([JSON.stringify(res.data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'parity-account.json';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Section title="Sessions and data">
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={signOut.busy} onClick={() => void everywhere()}>
          Sign out everywhere
        </Button>
        <Button variant="outline" disabled={download.busy} onClick={() => void save()}>
          Download my data
        </Button>
      </div>
      <Outcome state={signOut.error ? signOut : download} />
    </Section>
  );
}

function DeleteAccount() {
  const navigate = useNavigate();
  const action = useAccountAction();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await action.run(api.user.deleteAccount, { body: { password, confirmation } })) {
      clearSession();
      toast.success('Your account is deleted.');
      void navigate('/');
    }
  };
  return (
    <Section title="Delete account">
      <p className="text-sm text-muted-foreground">
        A paid subscription is cancelled first. Your account, sessions, API keys and records are
        deleted; prices you contributed stay in the figures without anything that names you. This
        cannot be undone.
      </p>
      <form aria-label="Delete account" className="space-y-4" onSubmit={(e) => void submit(e)}>
        <Field
          id="acc-delete-password"
          label="Current password"
          type="password"
          value={password}
          onChange={setPassword}
          error={action.fields.password}
          autoComplete="current-password"
        />
        <Field
          id="acc-delete-confirm"
          label={`Type ${DELETE_WORD} to confirm`}
          value={confirmation}
          onChange={setConfirmation}
          error={action.fields.confirmation}
        />
        <Button
          type="submit"
          variant="destructive"
          disabled={action.busy || confirmation !== DELETE_WORD}
        >
          Delete my account
        </Button>
        <Outcome state={action} />
      </form>
    </Section>
  );
}

export function AccountSettings({ user }: { user: ProfileUser }) {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <ProfileForm user={user} />
      <EmailForm />
      <PasswordForm />
      <SessionsAndData />
      <div className="lg:col-span-2">
        <DeleteAccount />
      </div>
    </div>
  );
}
