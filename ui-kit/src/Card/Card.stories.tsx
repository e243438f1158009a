import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Badge, StatusBadge } from '../Badge';
import { Button } from '../Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: { style: { maxWidth: 420 } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args} as="article" aria-labelledby="card-title">
      <CardHeader>
        <CardTitle id="card-title">Street sounds at dusk</CardTitle>
        <CardDescription>Record 3 minutes of ambient city audio.</CardDescription>
      </CardHeader>
      <CardContent>
        <div style={{ display: 'flex', gap: 8 }}>
          <StatusBadge kind="task" status="published" />
          <Badge>Audio</Badge>
        </div>
        <p>$25.00 · 4 slots</p>
      </CardContent>
      <CardFooter>
        <Button variant="primary">Accept Task</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Street sounds at dusk' });
    await expect(
      within(article).getByRole('heading', { level: 3, name: 'Street sounds at dusk' }),
    ).toBeInTheDocument();
    await expect(within(article).getByRole('button', { name: 'Accept Task' })).toBeInTheDocument();
  },
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent>Just a surface with padding.</CardContent>
    </Card>
  ),
};
