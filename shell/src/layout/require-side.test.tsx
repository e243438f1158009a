// The shell keeps people off routes that are not theirs: the other side's, and for support the
// admin-only ones, by sending them to the overview (but from a page that explains itself).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '@groundtruth/domain/constants';
import { paths } from '@groundtruth/domain/paths';
import { StaticSessionProvider } from '@groundtruth/platform/session';
import { RequireSide } from './require-side';

function visit(
  role: Role,
  path: typeof paths.adminAnalytics | typeof paths.adminQualifications | typeof paths.audit,
) {
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
              <RequireSide side="staff" path={path}>
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

  it('should send a creator from a staff route to the overview', () => {
    visit('creator', paths.audit);
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });
});
