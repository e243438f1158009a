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
import { sideOf, useSession, type Side } from '@groundtruth/platform/session';
import { forgetPersistedQueries } from '@groundtruth/platform/query-persistence';
import { switchLocale, useWords } from '@groundtruth/platform/i18n';
import { navFrameWords } from '@groundtruth/domain/words/nav-frame';
import { creatorNavIn, customerNav, staffNavFor, type NavItem } from './nav-items';
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

const sidebarLabels: Record<Side, string> = {
  creator: 'Creator',
  staff: 'Staff',
  customer: 'Customer',
};

/** The sidebar of `side`: support see fewer staff sections, creators read theirs in their language. */
function sidebarOf(side: Side, role: string | null, words: typeof navFrameWords): NavItem[] {
  if (side === 'staff') return staffNavFor(role);
  return side === 'customer' ? customerNav : creatorNavIn(words);
}

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
  // Staff and customer screens stay English: the frame's words are the creator's language only.
  const creatorWords = useWords('nav', navFrameWords);
  // One QueryClient for all remotes, holding the user's last data from their previous visit.
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const queryClient = useSessionQueryClient(uid);
  const side = session.status === 'signed-in' ? sideOf(session.role) : null;
  useEffect(() => {
    if (!uid) return;
    // Staff and customer screens stay English; a creator's own Language setting decides theirs.
    if (side !== 'creator') void switchLocale('en', { remember: false });
    else
      void import('./creator-language')
        .then(({ followCreatorLanguage }) => followCreatorLanguage(uid))
        .catch(() => undefined);
  }, [uid, side]);

  // Auth answered with nobody, or someone else, than the picture painted on loading was of.
  if (session.status !== 'loading') forgetHeldMarkupUnlessOf(uid);
  if (session.status === 'loading') return <PageSpinner label={creatorWords.loadingSession} />;
  if (session.status === 'signed-out')
    return <Navigate to={leaving ? paths.login : signInPathFor(`${pathname}${search}`)} replace />;

  const sessionSide = sideOf(session.role);
  const words = sessionSide === 'creator' ? creatorWords : navFrameWords;
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
            aria-label={sidebarLabels[sessionSide]}
            items={sidebarOf(sessionSide, session.role, words)}
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
