import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, type PopoverProps } from './Popover';

/** Wires the controlled Popover to its own state, as an app would. */
function PopoverDemo({ onOpenChange, ...props }: Omit<PopoverProps, 'open' | 'renderTrigger'>) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, minHeight: 240 }}>
      <Popover
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        renderTrigger={(trigger) => <Button {...trigger}>Filters</Button>}
      />
      <Button variant="ghost">Elsewhere</Button>
    </div>
  );
}

const meta = {
  title: 'Components/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    open: false,
    onOpenChange: fn(),
    renderTrigger: () => null,
    label: 'Filters',
    align: 'start',
    children: (
      <div style={{ display: 'grid', gap: 8, padding: 16 }}>
        <strong>Show</strong>
        <Button size="small">Only unread</Button>
        <Button size="small">Everything</Button>
      </div>
    ),
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  render: ({ open: _open, renderTrigger: _trigger, ...args }) => <PopoverDemo {...args} />,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const panel = canvas.getByRole('dialog', { name: 'Filters' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await expect(panel).not.toHaveAttribute('aria-modal');
    await expect(panel).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Only unread' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    const elsewhere = canvas.getByRole('button', { name: 'Elsewhere' });
    await userEvent.click(elsewhere);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(elsewhere).toHaveFocus();
  },
};

export const TabbingPastCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Everything' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  },
};

/** For a trigger at the right edge (a header's bell): the panel opens leftwards. */
export const AlignEnd: Story = {
  args: { align: 'end' },
  render: ({ open: _open, renderTrigger: _trigger, ...args }) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 240 }}>
      <PopoverDemo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('dialog', { name: 'Filters' })).toHaveAttribute(
      'data-align',
      'end',
    );
  },
};
