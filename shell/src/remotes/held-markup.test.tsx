// Markup in #root when the app starts, taken over by it: a painted picture's main area stays on the
// page (busy, its buttons inert) while that screen's page loads, with what a person typed into its
// fields and the focus; the live page takes what they changed, and the picture goes with its
// rules. The prerendered landing stays, as it is, while the landing loads.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { rememberSession } from '@groundtruth/platform/session';
import { paintScreen } from '../snapshot/paint';
import { keepScreen } from '../snapshot/screen-snapshot';
import {
  forgetHeldMarkup,
  forgetHeldMarkupUnlessOf,
  handOverHeldMarkup,
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

/** Lets the app take the painted picture over as bootstrap does. */
function take() {
  takeHeldMarkup(root);
  root.replaceChildren(); // React's first render replaces the picture
}

/** Paints the kept picture, then lets the app take it over. */
function paintAndTake() {
  expect(paintScreen(document)).toBe(true);
  take();
}

function snapshotStyle() {
  return document.head.querySelector('style[data-snapshot]');
}

describe('HeldMarkup of a painted picture', () => {
  it('should show the painted main area, busy, while the page loads', () => {
    paintAndTake();
    expect(root.dataset.prerendered).toBeUndefined();
    const { container } = render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByRole('heading', { name: 'Available Tasks' })).toBeInTheDocument();
    expect(screen.queryByText('spinner')).toBeNull();
    // Only the main area: the live frame draws its own navigation.
    expect(screen.queryByText('Menu')).toBeNull();
    const frame = container.querySelector('[aria-busy="true"]')!;
    expect(frame).not.toHaveAttribute('inert');
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

describe('HeldMarkup of a picture with a form', () => {
  const form =
    '<h1>Settings</h1><form><label for="n">Full name</label><input id="n" value="Ada">' +
    '<button>Save name</button></form>';

  /** The live page's form: its state shows in an output element. */
  function LiveForm() {
    const [name, setName] = useState('Ada');
    return (
      <main>
        <h1>Settings</h1>
        <label htmlFor="live-n">Full name</label>
        <input id="live-n" value={name} onChange={(e) => setName(e.target.value)} />
        <output>{name}</output>
      </main>
    );
  }

  /** Paints the picture of Settings and types into its field before the app starts. */
  function typeOnPicture() {
    window.history.replaceState(null, '', '/dashboard/settings');
    keepScreen({
      uid: 'ada',
      role: 'creator',
      path: '/dashboard/settings',
      html: `<main>${form}</main>`,
      css: '',
    });
    expect(paintScreen(document)).toBe(true);
    const field = root.querySelector('input')!;
    expect(field).not.toHaveAttribute('inert');
    expect(root.querySelector('button')).toHaveAttribute('inert');
    field.focus();
    field.value = 'Ada Lovelace';
  }

  it('should keep what was typed on the picture, and the focus, when the app takes it over', () => {
    typeOnPicture();
    take(); // focus falls to the page as React's first render clears #root
    expect(document.activeElement).toBe(document.body);
    render(<HeldMarkup fallback={<p>spinner</p>} />);
    const field = screen.getByLabelText('Full name');
    expect(field).toHaveValue('Ada Lovelace');
    expect(document.activeElement).toBe(field);
  });

  it('should hand what was typed on the picture over to the live page', () => {
    typeOnPicture();
    take();
    const { unmount } = render(<HeldMarkup fallback={<p>spinner</p>} />);
    unmount(); // the live page replaces it
    render(<LiveForm />);
    act(() => handOverHeldMarkup());
    expect(screen.getByRole('status')).toHaveTextContent('Ada Lovelace');
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(snapshotStyle()).toBeNull();
    render(<HeldMarkup fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
  });

  it('should hand nothing over to another person', () => {
    typeOnPicture();
    take();
    forgetHeldMarkupUnlessOf('grace');
    render(<LiveForm />);
    act(() => handOverHeldMarkup());
    expect(screen.getByRole('status')).toHaveTextContent('Ada');
    expect(screen.getByRole('status')).not.toHaveTextContent('Lovelace');
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
