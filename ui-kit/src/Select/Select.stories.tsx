import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const categories = [
  { value: 'video', label: 'Video' },
  { value: 'writing', label: 'Writing' },
  { value: 'audio', label: 'Audio' },
  { value: 'image', label: 'Image' },
  { value: 'doc', label: 'Documentation' },
  { value: 'mixed', label: 'Mixed' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Category', options: categories, defaultValue: 'video', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('video');
    await userEvent.selectOptions(select, 'Documentation');
    await expect(select).toHaveValue('doc');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholder: Story = {
  args: {
    defaultValue: '',
    placeholder: 'Choose a provider',
    required: true,
    label: 'Provider',
    options: [
      { value: 'stripe_connect', label: 'Stripe Connect' },
      { value: 'paypal', label: 'PayPal' },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Provider' });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Choose a provider' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Choose a category', hint: 'Defaults to Video' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Defaults to Video Choose a category');
  },
};
