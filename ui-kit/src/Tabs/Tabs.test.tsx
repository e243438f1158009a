import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testStories } from '../testing/stories';
import { Tabs } from './Tabs';
import * as stories from './Tabs.stories';

describe('Tabs stories', () => {
  testStories(composeStories(stories));
});

const items = [
  { value: 'a', label: 'Alpha', content: 'Alpha panel' },
  { value: 'b', label: 'Beta', content: 'Beta panel' },
  { value: 'c', label: 'Gamma', content: 'Gamma panel' },
];

describe('Tabs', () => {
  it('keeps only the selected tab in the Tab order (roving tabindex)', () => {
    render(<Tabs label="Greek" items={items} defaultValue="b" />);
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('Beta panel');
  });

  it('moves with arrows (wrapping) and jumps with Home/End', async () => {
    render(<Tabs label="Greek" items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    // Tab leaves the tab list and lands on the panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('works controlled: reports changes and shows what the parent selects', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs label="Greek" items={items} value="a" onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(onValueChange).toHaveBeenCalledWith('c');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Greek" items={items} value="c" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toBeVisible();
  });
});
