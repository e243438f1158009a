import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testStories } from '../testing/stories';
import { Button } from './Button';
import * as stories from './Button.stories';

describe('Button stories', () => {
  testStories(composeStories(stories));
});

describe('Button', () => {
  it('calls onClick when pressed with the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Publish</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });

  it('is disabled while loading and keeps its label as the accessible name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Process Payout
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Process Payout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as a link and blocks activation when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button as="a" href="/x" disabled onClick={onClick}>
        Go
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes rest props to the root element', () => {
    render(<Button data-testid="root" aria-describedby="hint" />);
    expect(screen.getByTestId('root')).toHaveAttribute('aria-describedby', 'hint');
  });
});
