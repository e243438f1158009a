// The dashboard frame mounts the notifications bell (platform/notifications, tested there against
// the emulator) in its header, from its own lazily loaded chunk, for a signed-in user of any role.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastProvider, theme } from '@groundtruth/ui-kit';
import type { Role } from '@groundtruth/domain/constants';
import { StaticSessionProvider, useSession } from '@groundtruth/platform/session';
import DashboardLayout from './dashboard-layout';

const loaded = vi.fn();
vi.mock('@groundtruth/platform/notifications', () => {
  loaded();
  return {
    default: function StubBell() {
      const { session } = useSession();
      return (
        <button type="button">
          Bell of {session.status === 'signed-in' ? session.user.uid : 'nobody'}
        </button>
      );
    },
  };
});

function renderFrame(role: Role) {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <StaticSessionProvider
          session={{ status: 'signed-in', user: { uid: 'u1', name: null, email: null }, role }}
        >
          <MemoryRouter initialEntries={['/dashboard']}>
            <Routes>
              <Route element={<DashboardLayout />}>
                <Route path="/dashboard" element={<h1>Overview</h1>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </StaticSessionProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('the dashboard frame', () => {
  it('should not load the bell’s module with the frame’s, only when it renders', () => {
    // A static import would have run the module (and the mock's factory) with this file's imports.
    expect(loaded).not.toHaveBeenCalled();
  });

  it.each(['creator', 'admin'] as const)(
    'should load the bell into its header for a signed-in %s',
    async (role) => {
      renderFrame(role);
      const banner = screen.getByRole('banner');
      expect(await within(banner).findByRole('button', { name: 'Bell of u1' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(
        screen.getByRole('heading', { name: 'Overview' }),
      );
      expect(loaded).toHaveBeenCalled();
    },
  );
});
