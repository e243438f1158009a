import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { isCurrentItem, Sidebar } from './Sidebar';
import * as stories from './Sidebar.stories';

describe('Sidebar stories', () => {
  testStories(composeStories(stories));
});

const items = [
  { label: 'Overview', href: '/dashboard' },
  { label: 'Users', href: '/dashboard/users' },
];

describe('Sidebar', () => {
  it('marks exactly the current item with aria-current="page"', () => {
    render(<Sidebar title="GT" items={items} currentPath="/dashboard/users/" />);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('uses renderLink for every item so ui-kit stays router-agnostic', () => {
    render(
      <Sidebar
        title="GT"
        items={items}
        currentPath="/dashboard"
        renderLink={(item, props) => <a {...props} href={`#${item.href}`} />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '#/dashboard/users',
    );
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('toggles the collapsed menu and closes it after navigation', async () => {
    render(<Sidebar title="GT" items={items} renderLink={(_i, p) => <a {...p} href="#" />} />);
    // jsdom ignores media queries, so it sees the wide layout where the toggle is display:none.
    const toggle = screen.getByRole('button', { name: 'Menu', hidden: true });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('link', { name: 'Users' }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(screen.getByRole('button', { name: 'Menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('matches nested paths only when asked', () => {
    expect(isCurrentItem({ label: 'T', href: '/dashboard/tasks' }, '/dashboard/tasks/1')).toBe(
      false,
    );
    expect(
      isCurrentItem(
        { label: 'T', href: '/dashboard/tasks', matchNested: true },
        '/dashboard/tasks/1',
      ),
    ).toBe(true);
    expect(
      isCurrentItem(
        { label: 'T', href: '/dashboard/tasks', matchNested: true },
        '/dashboard/tasksx',
      ),
    ).toBe(false);
    expect(isCurrentItem({ label: 'T', href: '/dashboard' }, undefined)).toBe(false);
  });
});
