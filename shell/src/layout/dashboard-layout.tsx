import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  AppLayout,
  Button,
  Sidebar,
  type SidebarItem,
  type SidebarLinkProps,
} from '@groundtruth/ui-kit';
import { paths } from '@groundtruth/domain/paths';
import { isStaff, useSession } from '@groundtruth/platform/session';
import { forgetPersistedQueries } from '@groundtruth/platform/query-persistence';
import { switchLocale, useWords } from '@groundtruth/platform/i18n';
import { navFrameWords } from '@groundtruth/domain/words/nav-frame';
import { creatorNavIn, staffNavFor } from './nav-items';
import { PageSpinner } from './page-spinner';
import { useSessionQueryClient } from './use-session-query-client';
import { signInPathFor } from '../auth/return-path';
import { forgetHeldMarkupUnlessOf, HeldMarkup } from '../remotes/held-markup';

// The bell reads Firestore: its own chunk, fetched once the dashboard frame renders, so neither
// the public pages nor the frame's first paint wait for it.
const NotificationBell = lazy(() => import('@groundtruth/platform/notifications'));
// Only people whose address is not verified yet see the banner: everyone else never loads it.
const VerifyEmailBanner = lazy(() => import('./verify-email-banner'));

// The shell's router link inside ui-kit's Sidebar (ui-kit knows no router).
const renderLink = (item: SidebarItem, { href: _href, ...props }: SidebarLinkProps) => (
  <Link to={item.href} {...props} />
);

/**
 * Frame of every /dashboard route: waits for the session (spinner), sends signed-out visitors
 * to /auth/login, picks the sidebar by role, and provides the data cache the remotes share
 * (restored from the user's previous visit, see platform/src/query-persistence.ts).
 */
export default function DashboardLayout() {
  const { session, signOut } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Signing out on purpose goes to the sign-in page as it is: coming back to this page after
  // signing in again is for a visit that found itself signed out, not for someone who left.
  const [leaving, setLeaving] = useState(false);
  // Staff screens stay English: the frame's words are the creator's language only.
  const creatorWords = useWords('nav', navFrameWords);
  // One QueryClient for all remotes, holding the user's last data from their previous visit.
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const queryClient = useSessionQueryClient(uid);
  const staffSession = session.status === 'signed-in' && isStaff(session.role);
  useEffect(() => {
    if (!uid) return;
    // Staff screens stay English; a creator's own Language setting decides theirs.
    if (staffSession) void switchLocale('en', { remember: false });
    else
      void import('./creator-language')
        .then(({ followCreatorLanguage }) => followCreatorLanguage(uid))
        .catch(() => undefined);
  }, [uid, staffSession]);

  // Auth answered with nobody, or someone else, than the picture painted on loading was of.
  if (session.status !== 'loading') forgetHeldMarkupUnlessOf(uid);
  if (session.status === 'loading') return <PageSpinner label={creatorWords.loadingSession} />;
  if (session.status === 'signed-out')
    return <Navigate to={leaving ? paths.login : signInPathFor(`${pathname}${search}`)} replace />;

  const staff = isStaff(session.role);
  const words = staff ? navFrameWords : creatorWords;
  const leave = async () => {
    // First, so no save still pending can write this user's data back after they left.
    forgetPersistedQueries();
    setLeaving(true);
    await signOut();
    queryClient.clear();
    navigate(paths.login);
  };

  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout
        header={
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        }
        sidebar={
          <Sidebar
            title="Groundtruth"
            aria-label={staff ? 'Staff' : 'Creator'}
            items={staff ? staffNavFor(session.role) : creatorNavIn(words)}
            menuLabels={words.menu}
            currentPath={pathname}
            renderLink={renderLink}
            footer={
              <Button variant="ghost" fullWidth onClick={leave}>
                {words.signOut}
              </Button>
            }
          />
        }
      >
        {session.user.emailVerified === false && session.user.email ? (
          <Suspense fallback={null}>
            <VerifyEmailBanner email={session.user.email} />
          </Suspense>
        ) : null}
        <Suspense fallback={<HeldMarkup />}>
          <Outlet />
        </Suspense>
      </AppLayout>
    </QueryClientProvider>
  );
}
