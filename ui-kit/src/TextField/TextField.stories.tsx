import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const WithHint: Story = {
  args: { label: 'PayPal email', hint: 'Payouts are sent to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'PayPal email' });
    await expect(input).toHaveAccessibleDescription('Payouts are sent to this address.');
  },
};

export const Required: Story = {
  args: { label: 'Full name', type: 'text', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    label: 'Account ID',
    type: 'text',
    hint: 'Starts with acct_',
    error: 'Enter an account ID that starts with acct_',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account ID' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Starts with acct_ Enter an account ID that starts with acct_',
    );
  },
};

/** Validation on submit: the error appears, is announced through aria-describedby, and clears when fixed. */
export const ValidatesOnSubmit: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string>();
    return (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const value = String(new FormData(e.currentTarget).get('accountId') ?? '');
          setError(
            value.startsWith('acct_') ? undefined : 'Enter an account ID that starts with acct_',
          );
        }}
        style={{ display: 'grid', gap: 12, maxWidth: 360 }}
      >
        <TextField {...args} label="Account ID" name="accountId" type="text" error={error} />
        <Button type="submit" variant="primary">
          Add Account
        </Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Account ID' });
    await userEvent.type(input, 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Account' }));
    await waitFor(() => expect(input).toBeInvalid());
    await expect(input).toHaveAccessibleDescription('Enter an account ID that starts with acct_');
    await userEvent.clear(input);
    await userEvent.type(input, 'acct_123');
    await expect(input).toHaveValue('acct_123');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Account' }));
    await waitFor(() => expect(input).not.toBeInvalid());
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'locked@example.com', readOnly: true },
};
