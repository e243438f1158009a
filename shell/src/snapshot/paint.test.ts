// The paint of a kept picture into the app page's empty #root, before the app loads: only on a
// dashboard address, only the hinted user's picture of that very address, and only as a busy
// picture of the screen with its rules, whose buttons are inert (picture-fields.ts) and whose
// links to other screens keep a tap (picture-links.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSession } from '@groundtruth/platform/session';
import { paintScreen } from './paint';
import { keepScreen } from './screen-snapshot';

const html =
  '<main><h1>Available Tasks</h1><p class="sc-a">Record a shop</p><button>Start</button></main>';
const css = '.sc-a {color: red;}';

function hint(uid: string) {
  rememberSession({
    status: 'signed-in',
    user: { uid, email: `${uid}@example.com`, name: uid, emailVerified: true },
    role: 'creator',
  });
}

function keep(path: string, uid = 'ada') {
  keepScreen({ uid, role: 'creator', path, html, css });
}

let root: HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard/tasks');
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function expectNothingPainted() {
  expect(root.querySelector('main')).toBeNull();
  expect(root.dataset.prerendered).toBeUndefined();
  expect(document.head.querySelector('style[data-snapshot]')).toBeNull();
}

describe('paintScreen', () => {
  it('should paint the kept picture of the address, busy and its button inert, with its rules', () => {
    hint('ada');
    keep('/dashboard/tasks');
    expect(paintScreen(document)).toBe(true);

    expect(root.children).toHaveLength(1);
    const frame = root.firstElementChild as HTMLElement;
    expect(frame.tagName).toBe('DIV');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame.style.display).toBe('contents');
    expect(frame).not.toHaveAttribute('inert');
    expect(frame.innerHTML).toBe(html.replace('<button>', '<button inert="">'));
    expect(root.querySelector('h1')).toHaveTextContent('Available Tasks');

    const styles = document.head.querySelectorAll('style[data-snapshot]');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe(css);
    expect(root.dataset.prerendered).toBe('snapshot');
  });

  it('should paint the picture kept with the query string of the address', () => {
    hint('ada');
    keep('/dashboard/tasks?status=open');
    expect(paintScreen(document)).toBe(false);
    window.history.replaceState(null, '', '/dashboard/tasks?status=open');
    expect(paintScreen(document)).toBe(true);
    expect(root.querySelector('h1')).toHaveTextContent('Available Tasks');
  });

  it('should paint nothing off the dashboard', () => {
    hint('ada');
    keep('/auth/login');
    window.history.replaceState(null, '', '/auth/login');
    expect(paintScreen(document)).toBe(false);
    expect(root.childNodes).toHaveLength(0);
    expectNothingPainted();
  });

  it('should paint nothing over a #root that already has content', () => {
    hint('ada');
    keep('/dashboard/tasks');
    root.innerHTML = '<p>The landing page</p>';
    expect(paintScreen(document)).toBe(false);
    expect(root.innerHTML).toBe('<p>The landing page</p>');
    expectNothingPainted();
  });

  it('should paint nothing without a #root', () => {
    hint('ada');
    keep('/dashboard/tasks');
    root.remove();
    expect(paintScreen(document)).toBe(false);
    expect(document.head.querySelector('style[data-snapshot]')).toBeNull();
  });

  it('should paint nothing when no picture of the address is kept', () => {
    hint('ada');
    keep('/dashboard/submissions');
    expect(paintScreen(document)).toBe(false);
    expect(root.childNodes).toHaveLength(0);
    expectNothingPainted();
  });

  it('should paint nothing of another user’s picture', () => {
    keep('/dashboard/tasks', 'ada');
    hint('ben');
    expect(paintScreen(document)).toBe(false);
    expect(root.childNodes).toHaveLength(0);
    expectNothingPainted();
  });

  it('should paint nothing without a session hint', () => {
    keep('/dashboard/tasks');
    expect(paintScreen(document)).toBe(false);
    expect(root.childNodes).toHaveLength(0);
    expectNothingPainted();
  });
});

describe('a tap on a painted picture', () => {
  const withLinks =
    '<nav><a href="/dashboard/tasks" aria-current="page">Available Tasks</a>' +
    '<a href="/dashboard/submissions"><span>My Submissions</span></a>' +
    '<a href="/privacy">Privacy</a><a href="https://elsewhere.example/dashboard">Away</a>' +
    '<a href="#main">Skip to content</a></nav>' +
    '<main><h1>Available Tasks</h1><button>Start</button></main>';

  function paintLinks() {
    hint('ada');
    keepScreen({ uid: 'ada', role: 'creator', path: '/dashboard/tasks', html: withLinks, css });
    expect(paintScreen(document)).toBe(true);
    return (name: string) =>
      [...root.querySelectorAll('a')].find((a) => a.textContent === name) as HTMLAnchorElement;
  }

  it('should keep a tap on a link to another screen: the address moves, a router hears it', () => {
    const link = paintLinks();
    const heard = vi.fn(() => window.location.pathname);
    window.addEventListener('popstate', heard);
    try {
      const tapped = link('My Submissions');
      expect(tapped).not.toHaveAttribute('inert');
      // The tap lands on the link's text, inside it.
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      tapped.querySelector('span')!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(window.location.pathname).toBe('/dashboard/submissions');
      expect(heard).toHaveBeenCalledTimes(1);
      expect(heard).toHaveReturnedWith('/dashboard/submissions');
      // It shows as the current link at once; the one that was is no longer.
      expect(tapped).toHaveAttribute('aria-current', 'page');
      expect(link('Available Tasks')).not.toHaveAttribute('aria-current');
    } finally {
      window.removeEventListener('popstate', heard);
    }
  });

  it('should leave a tap meant for a new tab to the browser', () => {
    const link = paintLinks();
    // What reached the page unhandled (then stopped: jsdom cannot open a tab).
    let leftToBrowser = false;
    const after = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', after);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link('My Submissions').dispatchEvent(click);
    document.removeEventListener('click', after);
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/dashboard/tasks');
  });

  it('should keep links off the dashboard or to the screen itself, and the buttons, inert', () => {
    const link = paintLinks();
    expect(link('Available Tasks')).toHaveAttribute('inert');
    expect(link('Skip to content')).toHaveAttribute('inert');
    expect(link('Privacy')).toHaveAttribute('inert');
    expect(link('Away')).toHaveAttribute('inert');
    expect(root.querySelector('button')).toHaveAttribute('inert');
  });
});
