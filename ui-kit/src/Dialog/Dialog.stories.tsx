import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Select } from '../Select';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';
import { Dialog, type DialogProps } from './Dialog';

/** Wires an opener button to the controlled Dialog, as an app would. */
function DialogDemo({ onOpenChange, children, ...props }: Omit<DialogProps, 'open'>) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <>
      <Button variant="primary" onClick={() => change(true)}>
        Add Payment Method
      </Button>
      <Dialog {...props} open={open} onOpenChange={change}>
        {children}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Add Payment Method',
    description: 'Payouts are sent to this account.',
  },
  render: ({ open: _open, ...args }) => (
    <DialogDemo
      {...args}
      footer={
        <>
          <Button onClick={() => args.onOpenChange(false)}>Cancel</Button>
          <Button variant="primary">Add Account</Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <Select
          label="Provider"
          options={[
            { value: 'stripe_connect', label: 'Stripe Connect' },
            { value: 'paypal', label: 'PayPal' },
          ]}
        />
        <TextField label="Account ID" placeholder="acct_…" />
      </div>
    </DialogDemo>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screen = screenOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payment Method' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Payouts are sent to this account.');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Add Payment Method' });
    await userEvent.click(opener);
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add Payment Method' }),
    );
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    const inside = within(dialog);
    // Opening focuses the first field; the close button is first in Tab order, Add Account last.
    await expect(inside.getByLabelText('Provider')).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByLabelText('Account ID')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Add Account' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(inside.getByRole('button', { name: 'Add Account' })).toHaveFocus();
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add Payment Method' }),
    );
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(dialog);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ReviewSubmission: Story = {
  args: { title: 'Review Submission', description: undefined },
  render: (args) => (
    <DialogDemo
      {...args}
      footer={
        <>
          <Button variant="destructive">Reject</Button>
          <Button variant="outline">Needs Changes</Button>
          <Button variant="primary">Approve</Button>
        </>
      }
    >
      <Textarea label="Feedback" hint="Optional. Shown to the creator." />
    </DialogDemo>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add Payment Method' }),
    );
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: 'Review Submission',
    });
    await expect(within(dialog).getByRole('textbox', { name: 'Feedback' })).toHaveFocus();
  },
};
