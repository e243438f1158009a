import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@groundtruth/ui-kit';
import { remoteRoutes } from '@groundtruth/domain/paths';
import { pages } from './routes';

describe('the marketing remote contract', () => {
  it('should expose exactly the pages the shell mounts', () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(remoteRoutes.marketing).sort());
  });

  it.each(Object.entries(pages))(
    'should render the %s page with a level-one heading',
    async (_name, Page) => {
      render(
        <ToastProvider>
          <MemoryRouter>
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          </MemoryRouter>
        </ToastProvider>,
      );
      // Lazy pages load on first render; a loaded machine may need a few seconds.
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      expect(heading).toBeInTheDocument();
    },
    15_000,
  );
});
