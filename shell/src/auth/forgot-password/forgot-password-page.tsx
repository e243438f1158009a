import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, TextField, useToast } from '@groundtruth/ui-kit';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { AuthLayout, Form, Muted } from '../auth-layout';
import { useAuthWords } from '../auth-errors';
import { sendPasswordReset } from '../account-email';
import { useWords } from '@groundtruth/platform/i18n';
import { authWords } from '@groundtruth/domain/words/auth';

/**
 * /auth/forgot-password: the sign-in page's "Forgot password?". Sends Auth's reset
 * e-mail and answers the same whether or not the address has an account.
 */
export default function ForgotPasswordPage() {
  const words = useWords('auth', authWords);
  const messages = useWords('messages', englishMessages);
  const { sayError } = useAuthWords();
  const location = useLocation();
  const { toastError } = useToast();
  const [email, setEmail] = useState(
    () => (location.state as { email?: string } | null)?.email ?? '',
  );
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setError(address ? undefined : words.emailRequired);
    if (!address) return;
    setSending(true);
    try {
      await sendPasswordReset(address);
      setSentTo(address);
    } catch (failure) {
      const code = (failure as { code?: unknown }).code;
      if (code === 'auth/invalid-email') setError(messages.invalidEmail);
      else toastError(sayError(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout>
      <h1>{words.resetTitle}</h1>
      <Muted>{words.resetLead}</Muted>
      {sentTo ? (
        <Alert tone="success" title={words.checkInbox}>
          {messages.resetEmailSent}
        </Alert>
      ) : null}
      <Form onSubmit={submit} noValidate aria-label={words.resetPassword}>
        <TextField
          label={words.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
          required
        />
        <Button type="submit" variant="primary" loading={sending} fullWidth>
          {sentTo ? words.sendAgain : words.sendResetLink}
        </Button>
      </Form>
      <p>
        {words.rememberedIt} <Link to={paths.login}>{words.backToSignIn}</Link>
      </p>
    </AuthLayout>
  );
}
