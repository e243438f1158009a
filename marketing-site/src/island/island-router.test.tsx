import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from './island-router';
import { READY_EVENT } from './handoff';

describe("the island's Link", () => {
  const loadApp = vi.fn();
  const mountApp = vi.fn();

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    // The shell's script, once loaded, sets mountApp and says so.
    loadApp.mockImplementation(() => {
      window.groundtruthLanding!.mountApp = mountApp;
      window.dispatchEvent(new Event(READY_EVENT));
    });
    window.groundtruthLanding = { loadApp };
  });

  afterEach(() => {
    delete window.groundtruthLanding;
    vi.resetAllMocks();
  });

  it('should be a plain anchor that hands the page over to the app at its address', async () => {
    render(<Link to="/auth/login">Sign In</Link>);
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link).toHaveAttribute('href', '/auth/login');

    fireEvent.click(link);
    expect(window.location.pathname).toBe('/auth/login');
    await vi.waitFor(() => expect(mountApp).toHaveBeenCalledTimes(1));
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('should leave a modified click (new tab) to the browser', () => {
    render(<Link to="/terms">Terms</Link>);
    // After React's handler: note whether the link kept the browser's default, then stop jsdom
    // from attempting the navigation it does not implement.
    let preventedByLink: boolean | undefined;
    const afterReact = (event: MouseEvent) => {
      preventedByLink = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', afterReact);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Terms' }), { ctrlKey: true });
    } finally {
      document.removeEventListener('click', afterReact);
    }
    expect(preventedByLink).toBe(false);
    expect(window.location.pathname).toBe('/');
    expect(loadApp).not.toHaveBeenCalled();
  });

  it("should stay on the landing for the landing's own address", () => {
    render(<Link to="/">Groundtruth</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Groundtruth' }));
    expect(window.location.pathname).toBe('/');
    expect(loadApp).not.toHaveBeenCalled();
  });
});
