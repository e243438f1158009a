import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: 'Pending submissions', value: 12 },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Pending submissions');
    await expect(canvas.getByRole('definition')).toHaveTextContent('12');
  },
};

export const WithHintAndIcon: Story = {
  args: { label: 'Total pending amount', value: '$1,250.00', hint: 'Across 9 payouts', icon: '$' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Across 9 payouts')).toBeInTheDocument();
  },
};

export const Grid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      }}
    >
      <StatCard label="Users" value={128} />
      <StatCard label="Published tasks" value={14} />
      <StatCard label="Pending submissions" value={12} />
      <StatCard label="Pending payouts" value={9} hint="$1,250.00" />
    </div>
  ),
};
