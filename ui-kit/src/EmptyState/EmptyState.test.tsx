import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { EmptyState } from './EmptyState';
import * as stories from './EmptyState.stories';

describe('EmptyState stories', () => {
  testStories(composeStories(stories));
});

describe('EmptyState', () => {
  it('shows the spec message verbatim, with optional description and action', () => {
    render(
      <EmptyState
        title="No audit logs found"
        description="Try another search"
        action={<button>Reset</button>}
      />,
    );
    expect(screen.getByText('No audit logs found')).toBeInTheDocument();
    expect(screen.getByText('Try another search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('renders only the title when nothing else is given', () => {
    render(<EmptyState title="No submissions to review" data-testid="e" />);
    expect(screen.getByTestId('e')).toHaveTextContent(/^No submissions to review$/);
  });
});
