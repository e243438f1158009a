// The painted picture taken over by the app: the main area of the screen it showed stays on the
// page (inert and busy) while that screen's page loads, and goes with its rules once it rendered.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { rememberSession } from '@groundtruth/platform/session';
import { paintScreen } from './paint';
import { keepScreen } from './screen-snapshot';
import {
  forgetPaintedScreen,
  forgetPaintedScreenUnlessOf,
  SnapshotFallback,
  takePaintedScreen,
} from './snapshot-fallback';

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
  forgetPaintedScreen();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** Paints the kept picture, then lets the app take it over as bootstrap does. */
function paintAndTake() {
  expect(paintScreen(document)).toBe(true);
  takePaintedScreen(root);
  root.replaceChildren(); // React's first render replaces the picture
}

function snapshotStyle() {
  return document.head.querySelector('style[data-snapshot]');
}

describe('SnapshotFallback', () => {
  it('should show the painted main area, inert and busy, while the page loads', () => {
    paintAndTake();
    expect(root.dataset.prerendered).toBeUndefined();
    const { container } = render(<SnapshotFallback fallback={<p>spinner</p>} />);
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
    render(<SnapshotFallback fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Available Tasks' })).toBeNull();
  });

  it('should show the fallback, and drop the picture’s rules, once forgotten', () => {
    paintAndTake();
    expect(snapshotStyle()).not.toBeNull();
    forgetPaintedScreen();
    expect(snapshotStyle()).toBeNull();
    render(<SnapshotFallback fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Available Tasks' })).toBeNull();
  });

  it('should keep the picture for the user it was painted for, and forget it for anyone else', () => {
    paintAndTake();
    forgetPaintedScreenUnlessOf('ada');
    expect(snapshotStyle()).not.toBeNull();
    const { unmount } = render(<SnapshotFallback fallback={<p>spinner</p>} />);
    expect(screen.getByRole('heading', { name: 'Available Tasks' })).toBeInTheDocument();
    unmount();

    // Auth answered with another person (or nobody, null): they never see Ada's screen.
    forgetPaintedScreenUnlessOf('grace');
    expect(snapshotStyle()).toBeNull();
    render(<SnapshotFallback fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Available Tasks' })).toBeNull();
  });

  it('should forget the picture when nobody is signed in', () => {
    paintAndTake();
    forgetPaintedScreenUnlessOf(null);
    render(<SnapshotFallback fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
  });

  it('should show the fallback when nothing was painted', () => {
    root.innerHTML = '<p>server markup</p>';
    expect(paintScreen(document)).toBe(false);
    takePaintedScreen(root);
    render(<SnapshotFallback fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
  });

  it('should show the page spinner by default', () => {
    render(<SnapshotFallback />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
