import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { Skeleton } from './Skeleton';
import * as stories from './Skeleton.stories';

describe('Skeleton stories', () => {
  testStories(composeStories(stories));
});

describe('Skeleton', () => {
  it('is a status naming what loads, with one hidden block per row', () => {
    render(<Skeleton label="Loading payouts" count={2} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading payouts$/);
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
