// A remote's contract with the shell, for each remote's routes.test.tsx: it exposes exactly the
// pages the shell mounts, each rendering its level-one heading inside the frame the shell gives
// it (session, data cache, router). The test file mocks the Firebase entries (vi.mock is hoisted
// per file) and passes its pages.
import { Suspense, type ComponentType } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Role } from '@groundtruth/domain/constants';
import { remoteRoutes, routesOf, type RemoteName } from '@groundtruth/domain/paths';
import { closeTestClients } from './emulator-client';
import { actAs } from './firebase-web';
import { renderScreen } from './render-screen';

export function describeRemoteContract(
  remote: Exclude<RemoteName, 'marketing'>,
  pages: Record<string, ComponentType>,
  user: { uid: string; role: Role },
): void {
  actAs(user);
  afterAll(closeTestClients);

  describe(`the ${remote} remote contract`, () => {
    it('should expose exactly the pages the shell mounts', () => {
      expect(Object.keys(pages).sort()).toEqual(Object.keys(remoteRoutes[remote]).sort());
    });

    it.each(routesOf(remote))(
      'should render %s (the %s page) with a level-one heading',
      async (path, page) => {
        const Page = pages[page]!;
        renderScreen(
          <Suspense fallback={null}>
            <Page />
          </Suspense>,
          { user, path },
        );
        // Lazy pages load on first render; a loaded machine may need a few seconds.
        const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
        expect(heading).toBeInTheDocument();
      },
      15_000,
    );
  });
}
