import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testStories } from '../testing/stories';
import { TextField } from './TextField';
import * as stories from './TextField.stories';

describe('TextField stories', () => {
  testStories(composeStories(stories));
});

describe('TextField', () => {
  it('is labelled by its label and passes rest props to the input', async () => {
    const onChange = vi.fn();
    render(<TextField label="Title" name="title" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('name', 'title');
    await userEvent.type(input, 'Hi');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('wires hint and error with aria-describedby and aria-invalid', () => {
    render(<TextField label="Payout" hint="In USD" error="Enter a positive amount" />);
    const input = screen.getByRole('textbox', { name: 'Payout' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('In USD Enter a positive amount');
  });

  it('is not invalid and has no description without hint or error', () => {
    render(<TextField label="Payout" />);
    const input = screen.getByRole('textbox', { name: 'Payout' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks required fields natively (the star is hidden from the accessible name)', () => {
    render(<TextField label="Name" required />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  });

  it('keeps a caller-supplied aria-describedby', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextField label="Name" aria-describedby="extra" hint="Hint" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Extra Hint');
  });
});
