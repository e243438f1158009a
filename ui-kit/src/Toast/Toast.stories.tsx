import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { useToast, type ToastOptions } from './Toast';

/** A button that raises one toast; the ToastProvider comes from the Storybook decorator. */
function ToastTrigger({ title, description, variant }: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title, description, variant })}>Show toast</Button>;
}

function ErrorTrigger({ description }: { description: string }) {
  const { toastError } = useToast();
  return (
    <Button variant="destructive" onClick={() => toastError(description)}>
      Fail
    </Button>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastTrigger,
  tags: ['autodocs'],
  args: { title: 'Task published', description: 'Creators can now accept it.', variant: 'default' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'success', 'destructive'] },
  },
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = bodyOf(canvasElement).getByRole('list', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(await within(region).findByText('Task published')).toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { title: 'Saved', description: 'Your settings were updated.', variant: 'success' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await bodyOf(canvasElement).findByText('Saved')).toBeInTheDocument();
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await body.findByText('Task published');
    await userEvent.click(body.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByText('Task published')).not.toBeInTheDocument());
  },
};

export const ErrorToast: Story = {
  render: () => <ErrorTrigger description="You have already accepted this task" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail' }));
    const region = bodyOf(canvasElement).getByRole('list', { name: 'Error notifications' });
    await expect(region).toHaveAttribute('aria-live', 'assertive');
    const item = (await within(region).findByText('Error')).closest('li');
    await expect(item).toHaveAttribute('data-variant', 'destructive');
    await expect(item).toHaveTextContent('You have already accepted this task');
  },
};
