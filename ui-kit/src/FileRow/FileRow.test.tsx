import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { FileRow } from './FileRow';
import * as stories from './FileRow.stories';
import { formatMegabytes } from './format';

describe('FileRow stories', () => {
  testStories(composeStories(stories));
});

describe('formatMegabytes', () => {
  it.each([
    [1572864, '1.50 MB'],
    [1048576, '1.00 MB'],
    [0, '0.00 MB'],
    [5_000_000, '4.77 MB'],
    [10_485, '0.01 MB'],
    [1024 * 1024 * 1024, '1024.00 MB'],
    [-5, '0.00 MB'],
    [Number.NaN, '0.00 MB'],
  ])('formats %d bytes as %s', (bytes, expected) => {
    expect(formatMegabytes(bytes)).toBe(expected);
  });
});

describe('FileRow', () => {
  it('shows name, size in MB and the action', () => {
    render(<FileRow name="a.png" size={3145728} action={<button>Remove</button>} />);
    expect(screen.getByText('a.png')).toBeInTheDocument();
    expect(screen.getByText('3.00 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
