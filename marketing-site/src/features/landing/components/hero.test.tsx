import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Hero } from './hero';

describe('Hero', () => {
  it('should say how its waitlist buttons differ from Get Started, an account at once', () => {
    render(
      <MemoryRouter>
        <Hero />
      </MemoryRouter>,
    );
    const choice =
      'Both put you on the waitlist: we e-mail you when paid tasks open in your area. Want to take tasks today instead? Create your creator account now, as Get Started does.';
    expect(screen.getByText(/^Both put you on the waitlist/)).toHaveTextContent(choice);
    // (jsdom's description spaces the link out from the comma after it)
    for (const name of ['Join the waitlist', 'Get early access'])
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(
        /^Both put you on the waitlist: .* as Get Started does\.$/,
      );
    expect(screen.getByRole('link', { name: 'Create your creator account now' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
  });
});
