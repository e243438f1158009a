// The shell keeps people off routes that are not theirs: the other sides', and for support the
// admin-only ones, by sending them to the overview (but from a page that explains itself).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '@groundtruth/domain/constants';
import { paths, type AppPath } from '@groundtruth/domain/paths';
import { StaticSessionProvider, type Side } from '@groundtruth/platform/session';
import { RequireSide } from './require-side';

function visit(role: Role, path: AppPath, side: Side = 'staff') {
  return render(
    <StaticSessionProvider
      session={{ status: 'signed-in', user: { uid: 'u1', name: null, email: null }, role }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={paths.dashboard} element={<h1>Overview</h1>} />
          <Route
            path={path}
            element={
              <RequireSide side={side} path={path}>
                <h1>The page</h1>
              </RequireSide>
            }
          />
        </Routes>
      </MemoryRouter>
    </StaticSessionProvider>,
  );
}

describe('RequireSide', () => {
  it('should let an admin open an admin-only route', () => {
    visit('admin', paths.adminAnalytics);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('should send support from an admin-only route to the overview', () => {
    visit('support', paths.adminQualifications);
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('should let support open an admin-only page that says why they cannot use it', () => {
    visit('support', paths.adminAnalytics);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('should let support open the other staff routes', () => {
    visit('support', paths.audit);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('should let admins and support open the staff Orders', () => {
    for (const role of ['admin', 'support'] as const) {
      const { unmount } = visit(role, paths.adminOrders);
      expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
      unmount();
    }
  });

  it('should send a creator from a staff route to the overview', () => {
    visit('creator', paths.audit);
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('should let a creator open creator routes', () => {
    visit('creator', paths.tasks, 'creator');
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('should let a customer open customer routes', () => {
    for (const path of [paths.orders, paths.newOrder, paths.order]) {
      const { unmount } = visit('customer', path, 'customer');
      expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
      unmount();
    }
  });

  it('should send a customer from creator and staff routes to the overview', () => {
    for (const [path, side] of [
      [paths.tasks, 'creator'],
      [paths.payments, 'creator'],
      [paths.audit, 'staff'],
      [paths.adminOrders, 'staff'],
    ] as const) {
      const { unmount } = visit('customer', path, side);
      expect(screen.getByRole('heading', { name: 'Overview' }), path).toBeInTheDocument();
      unmount();
    }
  });

  it('should send creators and staff from customer routes to the overview', () => {
    for (const role of ['creator', 'support', 'admin'] as const) {
      const { unmount } = visit(role, paths.newOrder, 'customer');
      expect(screen.getByRole('heading', { name: 'Overview' }), role).toBeInTheDocument();
      unmount();
    }
  });
});
