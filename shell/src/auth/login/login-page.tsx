import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, TextField, useToast } from '@groundtruth/ui-kit';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { AuthLayout, Form, Muted } from '../auth-layout';
import { useAuthWords } from '../auth-errors';
import { pathAfterSignIn } from '../return-path';
import { useSession } from '@groundtruth/platform/session';
import { useWords } from '@groundtruth/platform/i18n';
import { authSignInWords } from '@groundtruth/domain/words/auth-sign-in';

/** /auth/login: e-mail and password (docs/product.md, Screens). */
export default function LoginPage() {
  const words = useWords('auth', authSignInWords);
  const { sayError } = useAuthWords();
  const messages = useWords('messages', englishMessages);
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast, toastError, dismiss } = useToast();
  // A failed attempt's error goes once an attempt succeeds: it no longer applies.
  const failedToast = useRef<string | null>(null);
  // The reset page sends people here with the address whose password they just changed.
  const [email, setEmail] = useState(
    () => (location.state as { email?: string } | null)?.email ?? '',
  );
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  // The dashboard page a signed-out visit asked for, when it is one (never another site).
  const next = pathAfterSignIn(new URLSearchParams(location.search).get('next'));

  if (session.status === 'signed-in' && !submitting) return <Navigate to={next} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      email: email.trim() ? undefined : words.emailRequired,
      password: password ? undefined : words.passwordRequired,
    };
    setErrors(missing);
    if (missing.email || missing.password) return;
    setSubmitting(true);
    try {
      const { firebaseAuth, signInWithEmailAndPassword } =
        await import('@groundtruth/firebase-web/auth');
      await signInWithEmailAndPassword(await firebaseAuth(), email.trim(), password);
      if (failedToast.current) dismiss(failedToast.current);
      toast({
        title: messages.welcomeBackTitle,
        description: messages.welcomeBackBody,
        variant: 'success',
      });
      navigate(next);
    } catch (error) {
      if (failedToast.current) dismiss(failedToast.current);
      failedToast.current = toastError(sayError(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout>
      <h1>{words.signInTitle}</h1>
      <Muted>{words.signInLead}</Muted>
      <Form onSubmit={submit} noValidate aria-label={words.signInTitle}>
        <TextField
          label={words.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <TextField
          label={words.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <Button type="submit" variant="primary" loading={submitting} fullWidth>
          {words.signInButton}
        </Button>
      </Form>
      <p>
        <Link to={paths.forgotPassword} state={{ email: email.trim() }}>
          {messages.forgotPassword}
        </Link>
      </p>
      <p>
        {words.newHere} <Link to={paths.signup}>{words.createAccount}</Link>
      </p>
    </AuthLayout>
  );
}
