import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { Textarea } from './Textarea';
import * as stories from './Textarea.stories';

describe('Textarea stories', () => {
  testStories(composeStories(stories));
});

describe('Textarea', () => {
  it('wires label, hint and error', () => {
    render(<Textarea label="Feedback" hint="Optional" error="Too long" rows={6} />);
    const textarea = screen.getByRole('textbox', { name: 'Feedback' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Optional Too long');
  });

  it('is valid without an error', () => {
    render(<Textarea label="Feedback" />);
    expect(screen.getByRole('textbox', { name: 'Feedback' })).not.toBeInvalid();
  });
});
