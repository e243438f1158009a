// The dashboard frame mounts the notifications bell (platform/notifications, tested there against
// the emulator) in its header, from its own lazily loaded chunk, for a signed-in user of any role.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastProvider, theme } from '@groundtruth/ui-kit';
import type { Role } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { StaticSessionProvider, useSession, type SessionUser } from '@groundtruth/platform/session';
import DashboardLayout from './dashboard-layout';

const loaded = vi.hoisted(() => vi.fn());
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

// Whether the bell's module had run by the time this file's imports (the frame's) were done.
const loadedWithTheFrame = loaded.mock.calls.length > 0;

function renderFrame(role: Role, user: SessionUser = { uid: 'u1', name: null, email: null }) {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <StaticSessionProvider session={{ status: 'signed-in', user, role }}>
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
  it('should not load the bell’s module with the frame’s, only when it renders', async () => {
    // A static import would have run the module (and the mock's factory) with this file's imports.
    expect(loadedWithTheFrame).toBe(false);
    renderFrame('creator');
    expect(await screen.findByRole('button', { name: 'Bell of u1' })).toBeInTheDocument();
    expect(loaded).toHaveBeenCalled();
  });

  it.each(['creator', 'admin', 'customer'] as const)(
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

  it('should ask to verify the e-mail address on every page until it is verified', async () => {
    const email = 'new@example.com';
    const { unmount } = renderFrame('creator', {
      uid: 'u1',
      name: null,
      email,
      emailVerified: false,
    });
    const banner = await screen.findByRole('status', { name: 'E-mail verification' });
    expect(banner).toHaveTextContent(messages.verifyEmailBanner(email));
    expect(within(banner).getByRole('button', { name: 'Resend e-mail' })).toBeEnabled();
    unmount();
    renderFrame('creator', { uid: 'u1', name: null, email, emailVerified: true });
    expect(screen.queryByRole('status', { name: 'E-mail verification' })).not.toBeInTheDocument();
  });

  it('should show Analytics in the sidebar to admins, never to support', () => {
    const { unmount } = renderFrame('admin');
    const staff = () => screen.getByRole('navigation', { name: 'Staff' });
    expect(within(staff()).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/dashboard/admin/analytics',
    );
    unmount();
    renderFrame('support');
    expect(within(staff()).getByRole('link', { name: 'Audit Logs' })).toBeInTheDocument();
    expect(within(staff()).queryByRole('link', { name: 'Analytics' })).not.toBeInTheDocument();
  });

  it('should show Review quality to admins and to support, who see their own row there', () => {
    for (const role of ['admin', 'support'] as const) {
      const { unmount } = renderFrame(role);
      const staff = screen.getByRole('navigation', { name: 'Staff' });
      expect(within(staff).getByRole('link', { name: 'Review quality' })).toHaveAttribute(
        'href',
        '/dashboard/review-quality',
      );
      unmount();
    }
  });

  it('should show Orders to admins and to support, where orders become tasks', () => {
    for (const role of ['admin', 'support'] as const) {
      const { unmount } = renderFrame(role);
      const staff = screen.getByRole('navigation', { name: 'Staff' });
      expect(within(staff).getByRole('link', { name: 'Orders' })).toHaveAttribute(
        'href',
        '/dashboard/admin/orders',
      );
      unmount();
    }
  });

  it("should give a customer the customer sidebar: their overview and the organisation's orders", () => {
    renderFrame('customer');
    const customer = screen.getByRole('navigation', { name: 'Customer' });
    expect(
      within(customer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/dashboard'],
      ['Orders', '/dashboard/orders'],
      ['New order', '/dashboard/orders/new'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Creator' })).not.toBeInTheDocument();
  });
});
