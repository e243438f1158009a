import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@groundtruth/ui-kit';
import { LOCALE_KEY } from '../i18n/site-locales';
import VisitorLanding from './visitor-landing';

async function renderLanding() {
  // The words load first: React suspends, then renders once they have.
  await act(async () => {
    render(
      <ToastProvider>
        <MemoryRouter>
          <Suspense fallback={null}>
            <VisitorLanding />
          </Suspense>
        </MemoryRouter>
      </ToastProvider>,
    );
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(LOCALE_KEY);
});

describe('the landing the app renders', () => {
  it("should be in the best match of the browser's languages", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'pt', 'en']);
    await renderLanding();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ganhe dinheiro gravando o mundo real',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Português (Brasil)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('should be in the language the visitor chose over the browser’s', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
    localStorage.setItem(LOCALE_KEY, 'en');
    await renderLanding();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get paid to record the real world' }),
    ).toBeInTheDocument();
  });
});
