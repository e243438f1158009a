// Markup in #root when the app starts, taken over by it: a painted picture's main area stays on the
// page (inert and busy) while that screen's page loads and goes with its rules once it rendered;
// the prerendered landing stays, as it is, while the landing loads.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { rememberSession } from '@groundtruth/platform/session';
import { paintScreen } from '../snapshot/paint';
import { keepScreen } from '../snapshot/screen-snapshot';
import {
  forgetHeldMarkup,
  forgetHeldMarkupUnlessOf,
  HeldMarkup,
  takeHeldMarkup,
} from './held-markup';

const main = '<h1>Available Tasks</h1><p class="sc-a">Record a shop</p>';
let root: HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard/tasks');
  rememberSession({
    status: 'signed-in',
    user: { uid: 'ada', email: 'ada@example.com', name: 'Ada', emailVerified: true },
    role: 'creator',
  });
  keepScreen({
    uid: 'ada',
    role: 'creator',
    path: '/dashboard/tasks',
    html: `<nav>Menu</nav><main>${main}</main>`,
    css: '.sc-a {color: red;}',
  });
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});

afterEach(() => {
  forgetHeldMarkup();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** Paints the kept picture, then lets the app take it over as bootstrap does. */
function paintAndTake() {
  expect(paintScreen(document)).toBe(true);
  takeHeldMarkup(root);
  root.replaceChildren(); // React's first render replaces the picture
}

function snapshotStyle() {
  return document.head.querySelector('style[data-snapshot]');
}

describe('HeldMarkup of a painted picture', () => {
  it('should show the painted main area, inert and busy, while the page loads', () => {
    paintAndTake();
    expect(root.dataset.prerendered).toBeUndefined();
    const { container } = render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByRole('heading', { name: 'Available Tasks' })).toBeInTheDocument();
    expect(screen.queryByText('spinner')).toBeNull();
    // Only the main area: the live frame draws its own navigation.
    expect(screen.queryByText('Menu')).toBeNull();
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).toHaveAttribute('inert');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame.innerHTML).toBe(main);
    // The picture's rules stay until the page has rendered.
    expect(snapshotStyle()).toHaveTextContent('.sc-a {color: red;}');
  });

  it('should show the fallback on another address', () => {
    paintAndTake();
    window.history.replaceState(null, '', '/dashboard/submissions');
    render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Available Tasks' })).toBeNull();
  });

  it('should show the fallback, and drop the picture’s rules, once forgotten', () => {
    paintAndTake();
    expect(snapshotStyle()).not.toBeNull();
    forgetHeldMarkup();
    expect(snapshotStyle()).toBeNull();
    render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Available Tasks' })).toBeNull();
  });

  it('should keep the picture for the user it was painted for, and forget it for anyone else', () => {
    paintAndTake();
    forgetHeldMarkupUnlessOf('ada');
    expect(snapshotStyle()).not.toBeNull();
    const { unmount } = render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByRole('heading', { name: 'Available Tasks' })).toBeInTheDocument();
    unmount();

    // Auth answered with another person (or nobody, null): they never see Ada's screen.
    forgetHeldMarkupUnlessOf('grace');
    expect(snapshotStyle()).toBeNull();
    render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Available Tasks' })).toBeNull();
  });

  it('should forget the picture when nobody is signed in', () => {
    paintAndTake();
    forgetHeldMarkupUnlessOf(null);
    render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
  });

  it('should show the fallback when nothing was painted', () => {
    root.innerHTML = '<p>server markup</p>';
    expect(paintScreen(document)).toBe(false);
    takeHeldMarkup(root);
    render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
  });

  it('should show the page spinner by default', () => {
    render(<HeldMarkup />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});

describe('HeldMarkup of the prerendered landing', () => {
  const landing =
    '<main><h1>Get paid to record the real world</h1><form><input name="email"></form></main>';

  function prerender(path: string) {
    window.history.replaceState(null, '', path);
    root.innerHTML = landing;
    root.dataset.prerendered = 'landing';
    takeHeldMarkup(root);
    root.replaceChildren();
  }

  it('should show the landing as it was prerendered, live (not inert), while it loads', () => {
    prerender('/?ref=ad');
    expect(root.dataset.prerendered).toBeUndefined();
    const { container } = render(<HeldMarkup fallback={<p>spinner</p>} />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.innerHTML).toBe(landing);
    expect(frame).not.toHaveAttribute('inert');
    expect(frame).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('spinner')).toBeNull();
  });

  it('should show the fallback on another address, and once forgotten', () => {
    prerender('/');
    window.history.replaceState(null, '', '/auth/login');
    const { unmount } = render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', '/');
    forgetHeldMarkup();
    render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
  });

  it('should not be forgotten by a session check: only pictures belong to a user', () => {
    prerender('/');
    forgetHeldMarkupUnlessOf('grace');
    forgetHeldMarkupUnlessOf(null);
    render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(
      screen.getByRole('heading', { name: 'Get paid to record the real world' }),
    ).toBeVisible();
  });

  it('should hold nothing prerendered for another address than "/"', () => {
    prerender('/privacy');
    render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
  });
});
