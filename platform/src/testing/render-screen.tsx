/**
 * Renders one screen as the shell would mount it (theme, toasts, a session, a fresh data cache,
 * a router at the screen's path), for component tests through the real query adapter.
 */
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastProvider, theme } from '@groundtruth/ui-kit';
import type { Role } from '@groundtruth/domain/constants';
import { StaticSessionProvider } from '../session';
import { createQueryClient } from '../query-client';

function LocationProbe({ onChange }: { onChange: (url: string) => void }) {
  const current = useLocation();
  useEffect(() => onChange(current.pathname + current.search), [current, onChange]);
  return null;
}

export interface RenderScreenOptions {
  /** The signed-in user the screen sees. */
  user: { uid: string; name?: string; email?: string; role?: Role };
  /** Route pattern the screen is mounted at, e.g. /dashboard/tasks. */
  path: string;
  /** The URL opened, with its query string; defaults to `path`. */
  url?: string;
}

/** Renders `screen`; `currentUrl()` tells where the screen navigated to. */
export function renderScreen(
  screen: ReactElement,
  { user, path, url = path }: RenderScreenOptions,
) {
  let location = url;
  const track = (next: string) => {
    location = next;
  };
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const result = render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <StaticSessionProvider
          session={{
            status: 'signed-in',
            user: { uid: user.uid, name: user.name ?? null, email: user.email ?? null },
            role: user.role ?? 'creator',
          }}
        >
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[url]}>
              <LocationProbe onChange={track} />
              <Routes>
                <Route path={path} element={screen} />
                <Route path="*" element={<p>Left the screen</p>} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </StaticSessionProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient, currentUrl: () => location };
}
