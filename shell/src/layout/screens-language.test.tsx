// The frame in the creator's language: switching it re-labels the sidebar, Sign Out and the page
// at once, keeping what the page holds (no reload), and sets <html lang>; staff stay English; the
// pseudo-locale finds any word of the frame that does not come from the tables.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastProvider, theme } from '@groundtruth/ui-kit';
import type { Role } from '@groundtruth/domain/constants';
import { isPseudo } from '@groundtruth/domain/i18n/pseudo';
import { creatorTasksWords } from '@groundtruth/domain/words/creator/tasks';
import { LOCALE_KEY } from '@groundtruth/platform/stored-keys';
import { StaticSessionProvider } from '@groundtruth/platform/session';
import { switchLocale, useWords } from '@groundtruth/platform/i18n';
import DashboardLayout from './dashboard-layout';

vi.mock('@groundtruth/platform/notifications', () => ({ default: () => null }));
// The creator's stored language is read from Firestore: not here, where the test switches.
const followed = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./creator-language', () => ({ followCreatorLanguage: followed }));

function Page() {
  const words = useWords('creator.tasks', creatorTasksWords);
  return (
    <>
      <h1>{words.title}</h1>
      <label>
        {words.searchByTitle}
        <input />
      </label>
    </>
  );
}

function renderFrame(role: Role) {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <StaticSessionProvider
          session={{ status: 'signed-in', user: { uid: 'u1', name: null, email: null }, role }}
        >
          <MemoryRouter initialEntries={['/dashboard/tasks']}>
            <Routes>
              <Route element={<DashboardLayout />}>
                <Route path="/dashboard/tasks" element={<Page />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </StaticSessionProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
}

const sidebarNames = () =>
  within(screen.getByRole('navigation', { name: 'Creator' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(async () => {
  await act(() => switchLocale('en'));
  localStorage.removeItem(LOCALE_KEY);
});

describe('the frame in the creator’s language', () => {
  it('should switch every sidebar item, Sign Out and the page to Spanish at once, without a reload', async () => {
    renderFrame('creator');
    await vi.waitFor(() => expect(followed).toHaveBeenCalledWith('u1'));
    expect(sidebarNames()).toEqual([
      'Overview',
      'Available Tasks',
      'My Submissions',
      'Qualifications',
      'Payments',
      'Messages',
      'Settings',
    ]);
    await userEvent.type(screen.getByLabelText('Search by title'), 'sunrise');

    await act(() => switchLocale('es'));

    expect(sidebarNames()).toEqual([
      'Resumen',
      'Tareas disponibles',
      'Mis entregas',
      'Cualificaciones',
      'Pagos',
      'Mensajes',
      'Ajustes',
    ]);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tareas disponibles' }),
    ).toBeInTheDocument();
    // The same page, not a new one: what was typed is still there.
    expect(screen.getByLabelText('Buscar por título')).toHaveValue('sunrise');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es');
  });

  it('should keep staff screens in English whatever the browser chose', async () => {
    followed.mockClear();
    await act(() => switchLocale('de'));
    renderFrame('admin');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(followed).not.toHaveBeenCalled();
  });

  it('should take every word of the frame from the tables (pseudo-locale)', async () => {
    renderFrame('creator');
    await act(() => switchLocale('en-XA'));
    const nav = screen.getByRole('navigation', { name: 'Creator' });
    const words = [
      ...within(nav).getAllByRole('link'),
      ...within(nav).getAllByRole('button'),
      ...screen.getAllByRole('heading'),
    ].map((element) => element.textContent ?? '');
    expect(words.filter((text) => !isPseudo(text))).toEqual([]);
    // Accented and 40% longer: German's long words meet the same room.
    expect(words.every((text) => /[áéíóúŕšţ]/i.test(text))).toBe(true);
  });
});
