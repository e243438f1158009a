import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No payout history yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payout history yet')).toBeInTheDocument();
  },
};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    title: 'No tasks yet. Create your first task!',
    description: 'Tasks stay in draft until you publish them.',
    action: (
      <Button variant="primary" onClick={onCreate}>
        Create Task
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Task' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};
