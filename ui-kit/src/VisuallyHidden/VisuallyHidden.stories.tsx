import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Only screen readers hear this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Only screen readers hear this'),
    ).toBeInTheDocument();
  },
};

/** Gives an icon-only control an accessible name. */
export const IconButtonName: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">⬇</span>
      <VisuallyHidden>Download clip.mp4</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Download clip.mp4' }),
    ).toBeInTheDocument();
  },
};
