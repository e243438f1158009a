import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, TextField, useToast } from '@groundtruth/ui-kit';
import { messages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { AuthLayout, Form, Muted } from '../auth-layout';
import { authErrorMessage } from '../auth-errors';
import { sendPasswordReset } from '../account-email';

/**
 * /auth/forgot-password: the sign-in page's "Forgot password?". Sends Auth's reset
 * e-mail and answers the same whether or not the address has an account.
 */
export default function ForgotPasswordPage() {
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
    setError(address ? undefined : 'Email is required');
    if (!address) return;
    setSending(true);
    try {
      await sendPasswordReset(address);
      setSentTo(address);
    } catch (failure) {
      const code = (failure as { code?: unknown }).code;
      if (code === 'auth/invalid-email') setError(messages.invalidEmail);
      else toastError(authErrorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout>
      <h1>Reset your password</h1>
      <Muted>Enter the e-mail address of your account and we will send you a link.</Muted>
      {sentTo ? (
        <Alert tone="success" title="Check your inbox">
          {messages.resetEmailSent}
        </Alert>
      ) : null}
      <Form onSubmit={submit} noValidate aria-label="Reset password">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
          required
        />
        <Button type="submit" variant="primary" loading={sending} fullWidth>
          {sentTo ? 'Send again' : 'Send reset link'}
        </Button>
      </Form>
      <p>
        Remembered it? <Link to={paths.login}>Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
