import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Upload progress of clip.mp4', value: 40 },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'success'] } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Upload progress of clip.mp4',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const TowardAGoal: Story = {
  args: {
    label: 'Progress to the $50.00 minimum payout',
    value: 40,
    valueText: '$20.00 of $50.00',
    tone: 'success',
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '$20.00 of $50.00');
    await expect(bar).toHaveAttribute('data-tone', 'success');
  },
};
