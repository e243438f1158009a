/**
 * A remote running alone (`npm run dev -w creator-app`): the same providers the shell gives its
 * pages (theme, toasts, session, data cache, router), its pages at their real paths, and a plain
 * sign-in form while nobody is signed in, since the shell's auth screens are not there.
 */
import { StrictMode, Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  GlobalStyle,
  Spinner,
  TextField,
  ToastProvider,
  theme,
  useToast,
} from '@groundtruth/ui-kit';
import { SessionProvider, useSession } from './session';
import { createQueryClient } from './query-client';

function StandaloneSignIn() {
  const { toastError } = useToast();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const { firebaseAuth, signInWithEmailAndPassword } =
        await import('@groundtruth/firebase-web/auth');
      await signInWithEmailAndPassword(
        await firebaseAuth(),
        String(form.get('email')),
        String(form.get('password')),
      );
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card style={{ maxWidth: 420, margin: '4rem auto' }}>
      <CardContent>
        <h1>Sign in (standalone remote)</h1>
        <form onSubmit={submit} aria-label="Sign in">
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          <TextField label="Password" name="password" type="password" required />
          <Button type="submit" disabled={busy}>
            Sign In
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SignedInPages({ routes }: { routes: [string, ComponentType][] }) {
  const { session, signOut } = useSession();
  if (session.status === 'loading') return <Spinner label="Loading your session" />;
  if (session.status === 'signed-out') return <StandaloneSignIn />;
  return (
    <>
      <Button variant="ghost" onClick={() => void signOut()}>
        Sign Out
      </Button>
      <Suspense fallback={<Spinner />}>
        <Routes>
          {routes.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
    </>
  );
}

/** The standalone page of a remote whose screens need a signed-in user. */
export function StandaloneApp({ routes }: { routes: [string, ComponentType][] }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <SessionProvider>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <SignedInPages routes={routes} />
              </BrowserRouter>
            </QueryClientProvider>
          </SessionProvider>
        </ToastProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
