import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Sidebar } from '../Sidebar';
import { StatCard } from '../StatCard';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    mainId: 'main-content',
    sidebar: (
      <Sidebar
        title="Groundtruth"
        currentPath="/dashboard"
        items={[
          { label: 'Overview', href: '/dashboard' },
          { label: 'Tasks', href: '/dashboard/tasks' },
          { label: 'Submissions', href: '/dashboard/submissions' },
          { label: 'Payments', href: '/dashboard/payments' },
        ]}
        footer={
          <Button variant="ghost" fullWidth>
            Sign Out
          </Button>
        }
      />
    ),
    children: (
      <>
        <h1>Overview</h1>
        <div
          style={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          }}
        >
          <StatCard label="Total earned" value="$120.00" />
          <StatCard label="Active tasks" value={3} />
          <StatCard label="Pending review" value={1} />
        </div>
      </>
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { name: 'Overview' }),
    );
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
};

/** Page-wide actions (the shell puts the notifications bell here) sit above the page. */
export const WithHeader: Story = {
  args: {
    header: (
      <Button variant="ghost" aria-label="Notifications, 3 unread">
        Notifications (3)
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(banner).toContainElement(
      canvas.getByRole('button', { name: 'Notifications, 3 unread' }),
    );
    await expect(
      banner.compareDocumentPosition(canvas.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};
