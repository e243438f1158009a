import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Sidebar, type SidebarItem } from './Sidebar';

const creatorItems: SidebarItem[] = [
  { label: 'Overview', href: '/dashboard' },
  { label: 'Tasks', href: '/dashboard/tasks', matchNested: true },
  { label: 'Submissions', href: '/dashboard/submissions' },
  { label: 'Payments', href: '/dashboard/payments' },
  { label: 'Settings', href: '/dashboard/settings' },
];

const onSignOut = fn();

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Groundtruth',
    items: creatorItems,
    currentPath: '/dashboard/tasks',
    footer: (
      <Button variant="ghost" fullWidth onClick={onSignOut}>
        Sign Out
      </Button>
    ),
    style: { height: 480, width: 240 },
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Overview',
      'Tasks',
      'Submissions',
      'Payments',
      'Settings',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const NestedPathIsCurrent: Story = {
  args: { currentPath: '/dashboard/tasks/abc123/submit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const StaffWithSignOut: Story = {
  args: {
    title: 'Groundtruth Staff',
    currentPath: '/dashboard/payouts',
    items: [
      { label: 'Overview', href: '/dashboard' },
      { label: 'Tasks', href: '/dashboard/admin/tasks' },
      { label: 'Submissions', href: '/dashboard/admin/submissions' },
      { label: 'Users', href: '/dashboard/users' },
      { label: 'Payouts', href: '/dashboard/payouts' },
      { label: 'Audit Log', href: '/dashboard/audit' },
    ],
  },
  play: async ({ canvasElement }) => {
    onSignOut.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Payouts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** How the shell passes its router link; here a stand-in that records the props it receives. */
export const CustomLinkComponent: Story = {
  args: {
    renderLink: (item, props) => <a {...props} data-router-link={item.href} />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Payments' });
    await expect(link).toHaveAttribute('data-router-link', '/dashboard/payments');
  },
};

/** Below 768px the sidebar is a top bar; the Menu button shows and hides the links. */
export const MenuToggle: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { style: { width: '100%' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // `hidden: true` because jsdom ignores media queries and so sees the wide layout, where the toggle is hidden.
    const toggle = canvas.getByRole('button', { name: 'Menu', hidden: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(canvas.getByRole('navigation')).toHaveAttribute('data-open', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};
