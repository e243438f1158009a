import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LegalPage } from './legal-page';

describe('an English legal page (an app route)', () => {
  it.each(['privacy', 'terms'] as const)(
    'should name its versions in every language in the head, and offer them',
    (page) => {
      render(
        <MemoryRouter>
          <LegalPage page={page} />
        </MemoryRouter>,
      );
      const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      );
      const site = window.location.origin;
      expect(alternates).toEqual([
        `en ${site}/${page}`,
        `es ${site}/es/${page}`,
        `pt-BR ${site}/pt-BR/${page}`,
        `fr ${site}/fr/${page}`,
        `de ${site}/de/${page}`,
        `x-default ${site}/${page}`,
      ]);
      const switcher = screen.getByRole('navigation', { name: 'Language' });
      expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', `/de/${page}`);
      expect(switcher).toContainElement(screen.getByRole('link', { name: 'English' }));
      expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    },
  );
});
