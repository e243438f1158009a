import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { VisuallyHidden } from './VisuallyHidden';
import * as stories from './VisuallyHidden.stories';

describe('VisuallyHidden stories', () => {
  testStories(composeStories(stories));
});

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree and forwards props', () => {
    render(
      <button>
        <VisuallyHidden id="vh">Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close')).toHaveAttribute('id', 'vh');
  });
});
