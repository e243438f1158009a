import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { AppLayout } from './AppLayout';
import * as stories from './AppLayout.stories';

describe('AppLayout stories', () => {
  testStories(composeStories(stories));
});

describe('AppLayout', () => {
  it('puts the sidebar before main and points the skip link at main', () => {
    render(
      <AppLayout sidebar={<nav aria-label="Main">nav</nav>} data-testid="layout">
        <h1>Page</h1>
      </AppLayout>,
    );
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Page' }));
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      `#${main.id}`,
    );
    expect(
      screen.getByRole('navigation').compareDocumentPosition(main) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('renders the header of page-wide actions between the navigation and main, only when given', () => {
    const { rerender } = render(
      <AppLayout sidebar={<nav aria-label="Main">nav</nav>}>
        <h1>Page</h1>
      </AppLayout>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    rerender(
      <AppLayout sidebar={<nav aria-label="Main">nav</nav>} header={<button>Bell</button>}>
        <h1>Page</h1>
      </AppLayout>,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toContainElement(screen.getByRole('button', { name: 'Bell' }));
    expect(
      screen.getByRole('navigation').compareDocumentPosition(banner) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      banner.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
