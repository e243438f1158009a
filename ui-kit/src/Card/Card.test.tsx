import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStories } from '../testing/stories';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';
import * as stories from './Card.stories';

describe('Card stories', () => {
  testStories(composeStories(stories));
});

describe('Card', () => {
  it('renders its parts in order with the title as a heading', () => {
    render(
      <Card data-testid="card" as="li">
        <CardHeader>
          <CardTitle as="h2">Title</CardTitle>
          <CardDescription>Description</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('LI');
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(card).toHaveTextContent(/^TitleDescriptionBodyFooter$/);
  });
});
