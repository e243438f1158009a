// The staff remote's contract with the shell: exactly the pages the shell mounts, each rendering
// its level-one heading inside the frame the shell gives it (session, data cache, router).
import { Suspense } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { remoteRoutes, routesOf } from '@groundtruth/domain/paths';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients } from '@groundtruth/platform/testing/emulator-client';
import { pages } from './routes';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const user = { uid: 'contract-staff', role: 'admin' as const };
actAs(user);
afterAll(closeTestClients);

describe('the staff remote contract', () => {
  it('should expose exactly the pages the shell mounts', () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(remoteRoutes.staff).sort());
  });

  it.each(routesOf('staff'))(
    'should render %s (the %s page) with a level-one heading',
    async (path, page) => {
      const Page = pages[page];
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
