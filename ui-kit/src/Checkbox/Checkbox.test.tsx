import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testStories } from '../testing/stories';
import { Checkbox } from './Checkbox';
import * as stories from './Checkbox.stories';

describe('Checkbox stories', () => {
  testStories(composeStories(stories));
});

describe('Checkbox', () => {
  it('toggles with Space when focused', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Verified" onChange={onChange} />);
    await userEvent.tab();
    const checkbox = screen.getByRole('checkbox', { name: 'Verified' });
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('toggles when its label is clicked', async () => {
    render(<Checkbox label="Default account" />);
    await userEvent.click(screen.getByText('Default account'));
    expect(screen.getByRole('checkbox', { name: 'Default account' })).toBeChecked();
  });

  it('describes itself with its description', () => {
    render(<Checkbox label="Verified" description="Only verified accounts receive payouts" />);
    expect(screen.getByRole('checkbox', { name: 'Verified' })).toHaveAccessibleDescription(
      'Only verified accounts receive payouts',
    );
  });
});
