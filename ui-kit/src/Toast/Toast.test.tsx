import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStories } from '../testing/stories';
import { TOAST_DURATION, ToastProvider, toastError, useToast } from './Toast';
import * as stories from './Toast.stories';

describe('Toast stories', () => {
  testStories(composeStories(stories));
});

function Trigger() {
  const { toast } = useToast();
  return <button onClick={() => toast({ title: 'Saved', description: 'All good' })}>Notify</button>;
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dismisses itself after about five seconds', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    // fireEvent, not userEvent: userEvent's internal delays would wait on the frozen clock.
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION - 100);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(TOAST_DURATION).toBe(5000);
  });

  it('pauses auto-dismiss while pointed at, so it can be read', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const item = screen.getByText('Saved').closest('li')!;
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION * 2);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('can be closed early with its close button', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('announces ordinary toasts politely and errors assertively, titled "Error"', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => {
      toastError('Upload failed');
    });
    const polite = screen.getByRole('list', { name: 'Notifications' });
    const assertive = screen.getByRole('list', { name: 'Error notifications' });
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(within(polite).getByText('Saved')).toBeInTheDocument();
    expect(within(assertive).getByText('Error')).toBeInTheDocument();
    expect(within(assertive).getByText('Upload failed')).toBeInTheDocument();
    expect(within(assertive).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
  });

  it('throws a helpful error when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow(/ToastProvider/);
  });
});
