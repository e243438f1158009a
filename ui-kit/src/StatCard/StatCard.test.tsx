import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { StatCard } from './StatCard';
import * as stories from './StatCard.stories';

describe('StatCard stories', () => {
  testStories(composeStories(stories));
});

describe('StatCard', () => {
  it('pairs label and value as term and definition, hides the icon from assistive tech', () => {
    render(
      <StatCard
        label="Sent today"
        value={3}
        hint="since midnight"
        icon={<span>i</span>}
        data-testid="stat"
      />,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Sent today');
    expect(screen.getByRole('definition')).toHaveTextContent('3');
    expect(screen.getByText('since midnight')).toBeInTheDocument();
    expect(screen.getByText('i').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('omits hint and icon when not given', () => {
    render(<StatCard label="Users" value={0} data-testid="stat" />);
    expect(screen.getByTestId('stat')).toHaveTextContent(/^Users0$/);
  });
});
