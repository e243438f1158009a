import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { Alert, type AlertTone } from './Alert';
import * as stories from './Alert.stories';

describe('Alert stories', () => {
  testStories(composeStories(stories));
});

describe('Alert', () => {
  it.each<[AlertTone, string]>([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['destructive', 'alert'],
  ])('%s uses role="%s"', (tone, role) => {
    render(
      <Alert tone={tone} title="Title">
        Body
      </Alert>,
    );
    expect(screen.getByRole(role)).toHaveTextContent('TitleBody');
  });

  it('lets callers override the role and passes rest props', () => {
    render(<Alert role="note" data-testid="a" title="Note" />);
    expect(screen.getByTestId('a')).toHaveAttribute('role', 'note');
  });
});
