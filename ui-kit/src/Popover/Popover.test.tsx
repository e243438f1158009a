import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { testStories } from '../testing/stories';
import { Popover } from './Popover';
import * as stories from './Popover.stories';

describe('Popover stories', () => {
  testStories(composeStories(stories));
});

function Harness({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
      label="Notifications"
      initialFocusRef={first}
      renderTrigger={(props) => <Button {...props}>Bell</Button>}
    >
      <Button ref={first}>First</Button>
    </Popover>
  );
}

describe('Popover', () => {
  it('keeps the panel out of the accessibility tree and its content unmounted while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
  });

  it('toggles from the trigger and focuses the initial element', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const bell = screen.getByRole('button', { name: 'Bell' });
    await userEvent.click(bell);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.click(bell);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('opens from the keyboard and closes with Escape back to the trigger', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Bell' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bell' })).toHaveFocus();
  });
});
