import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { ProgressBar } from './ProgressBar';
import * as stories from './ProgressBar.stories';

describe('ProgressBar stories', () => {
  testStories(composeStories(stories));
});

describe('ProgressBar', () => {
  it('clamps the value to 0–100 and sets the fill width from it', () => {
    render(<ProgressBar label="Overall" value={140} />);
    const bar = screen.getByRole('progressbar', { name: 'Overall' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.style.getPropertyValue('--gt-progress')).toBe('100%');
  });

  it('never goes below zero', () => {
    render(<ProgressBar label="Overall" value={-5} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
