// /dashboard is each side's own overview: the shell picks the remote by the session's role.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Role } from '@groundtruth/domain/constants';
import { StaticSessionProvider } from '@groundtruth/platform/session';
import { Overview } from './overview';

vi.mock('../remotes/remote-page', () => ({
  RemotePage: ({ remote, page }: { remote: string; page: string }) => (
    <h1>
      {remote} {page}
    </h1>
  ),
}));

function renderOverview(role: Role | null) {
  return render(
    <StaticSessionProvider
      session={{ status: 'signed-in', user: { uid: 'u1', name: null, email: null }, role }}
    >
      <Overview />
    </StaticSessionProvider>,
  );
}

describe('Overview', () => {
  it.each([
    ['creator', 'creator overview'],
    ['support', 'staff overview'],
    ['admin', 'staff overview'],
    ['customer', 'customer overview'],
    [null, 'creator overview'],
  ] as const)('should give a %s the %s', (role, shown) => {
    renderOverview(role);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(shown);
  });
});
