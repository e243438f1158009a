import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Badge, StatusBadge } from './Badge';
import { statusKinds, type StatusKind } from './status';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Video', tone: 'neutral' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'info', 'success', 'warning', 'danger', 'accent'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Video')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const ReviewStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge kind="review" status="pending" />
      <StatusBadge kind="review" status="approved" />
      <StatusBadge kind="review" status="rejected" />
      <StatusBadge kind="review" status="needs_changes" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('Approved')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('Needs Changes')).toHaveAttribute('data-tone', 'warning');
  },
};

/** Every status the product shows, by kind. */
export const AllStatuses: Story = {
  render: () => (
    <table>
      <tbody>
        {(Object.keys(statusKinds) as StatusKind[]).map((kind) => (
          <tr key={kind}>
            <th scope="row" style={{ textAlign: 'left', paddingRight: 16 }}>
              {kind}
            </th>
            <td style={{ display: 'flex', gap: 8, padding: 4 }}>
              {Object.keys(statusKinds[kind]).map((status) => (
                <StatusBadge key={status} kind={kind} status={status as never} />
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Processing')).toBeInTheDocument();
    await expect(canvas.getByText('Suspended')).toBeInTheDocument();
    await expect(canvas.getByText('Support')).toBeInTheDocument();
  },
};
