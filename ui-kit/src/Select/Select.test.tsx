import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testStories } from '../testing/stories';
import { Select } from './Select';
import * as stories from './Select.stories';

describe('Select stories', () => {
  testStories(composeStories(stories));
});

describe('Select', () => {
  const options = [
    { value: 'creator', label: 'Creator' },
    { value: 'admin', label: 'Admin' },
    { value: 'support', label: 'Support', disabled: true },
  ];

  it('renders a native select with its options and reports changes', async () => {
    const onChange = vi.fn();
    render(<Select label="Role" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Creator',
      'Admin',
      'Support',
    ]);
    expect(screen.getByRole('option', { name: 'Support' })).toBeDisabled();
    await userEvent.selectOptions(select, 'admin');
    expect(select).toHaveValue('admin');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks errors invalid and describes them', () => {
    render(<Select label="Role" options={options} error="Pick a role" />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Pick a role');
  });
});
