import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { label: 'Notes', hint: 'Anything the reviewer should know.' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(textarea).toHaveAccessibleDescription('Anything the reviewer should know.');
    await userEvent.type(textarea, 'Recorded at dusk.');
    await expect(textarea).toHaveValue('Recorded at dusk.');
  },
};

export const WithError: Story = {
  args: { label: 'Description', required: true, hint: undefined, error: 'Describe the task' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Describe the task');
  },
};
