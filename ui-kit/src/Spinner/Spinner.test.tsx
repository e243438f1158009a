import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { Spinner } from './Spinner';
import * as stories from './Spinner.stories';

describe('Spinner stories', () => {
  testStories(composeStories(stories));
});

describe('Spinner', () => {
  it('is a status with a visually hidden "Loading" label by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
  });

  it('is silent when decorative', () => {
    render(<Spinner decorative data-testid="s" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('s')).toHaveAttribute('aria-hidden', 'true');
  });
});
