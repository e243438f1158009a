import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'info', title: 'Heads up', children: 'Payouts are processed every weekday.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'destructive'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Heads up');
    await expect(status).toHaveTextContent('Payouts are processed every weekday.');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Submission sent', children: 'We will review it within 2 days.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'success');
  },
};

export const ChangesRequested: Story = {
  args: {
    tone: 'warning',
    title: 'Changes Requested',
    children: 'Please re-record with less background noise.',
    actions: <Button variant="primary">Resubmit Work</Button>,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Changes Requested');
    await expect(within(alert).getByRole('button', { name: 'Resubmit Work' })).toBeInTheDocument();
  },
};

export const Destructive: Story = {
  args: { tone: 'destructive', title: 'Error', children: 'Could not load submissions. Try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveAttribute(
      'data-tone',
      'destructive',
    );
  },
};
