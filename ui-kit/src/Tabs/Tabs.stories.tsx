import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Payments',
    onValueChange: fn(),
    items: [
      { value: 'earnings', label: 'Earnings', content: <p>Total earned: $120.00</p> },
      { value: 'methods', label: 'Payment Methods', content: <p>No payment methods yet</p> },
      { value: 'history', label: 'Payout History', content: <p>No payout history yet</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Payments' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Earnings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Earnings' })).toHaveTextContent(
      'Total earned',
    );
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Earnings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const methods = canvas.getByRole('tab', { name: 'Payment Methods' });
    await expect(methods).toHaveFocus();
    await waitFor(() => expect(methods).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onValueChange).toHaveBeenCalledWith('methods');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Payout History' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Earnings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel')).toHaveTextContent('No payout history yet'),
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('tabindex', '0'),
    );
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'all', label: 'All', content: <p>All submissions</p> },
      { value: 'archived', label: 'Archived', content: <p>Archived</p>, disabled: true },
      { value: 'mine', label: 'Mine', content: <p>My submissions</p> },
    ],
    label: 'Submission filters',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mine' })).toHaveFocus();
  },
};
