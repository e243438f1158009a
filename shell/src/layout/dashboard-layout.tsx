import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppLayout, Sidebar, type SidebarItem, type SidebarLinkProps } from '@groundtruth/ui-kit';
import { creatorNav, staffNav } from './nav-items';
import { PageSpinner } from './page-spinner';

// The shell's router link inside ui-kit's Sidebar (ui-kit knows no router).
const renderLink = (item: SidebarItem, { href: _href, ...props }: SidebarLinkProps) => (
  <Link to={item.href} {...props} />
);

interface Props {
  /** Which side of the product the pages belong to; picks the sidebar. */
  side: 'creator' | 'staff';
}

/** Frame of every /dashboard route: sidebar, main area, and the data cache the remotes share. */
export default function DashboardLayout({ side }: Props) {
  const { pathname } = useLocation();
  // One QueryClient for all remotes, created when the dashboard is first visited.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout
        sidebar={
          <Sidebar
            title="Groundtruth"
            items={side === 'staff' ? staffNav : creatorNav}
            currentPath={pathname}
            renderLink={renderLink}
          />
        }
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </AppLayout>
    </QueryClientProvider>
  );
}
