// The kept pictures of the dashboard's screens, through jsdom's localStorage: only the hinted
// user's and role's fresh picture is read back, another user's are dropped, the value stays
// within its caps, and neither reading nor keeping ever throws.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSession } from '@groundtruth/platform/session';
import { SESSION_HINT_KEY } from '@groundtruth/platform/stored-keys';
import {
  keepScreen,
  MAX_SCREENS,
  MAX_SNAPSHOT_CHARS,
  pictureOf,
  readScreen,
  SNAPSHOT_KEY,
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_VERSION,
  styledRules,
} from './screen-snapshot';

type Role = 'creator' | 'support' | 'admin';

/** The session hint the app keeps for `uid` in `role` (written by the app's own code). */
function hint(uid: string, role: Role = 'creator') {
  rememberSession({
    status: 'signed-in',
    user: { uid, email: `${uid}@example.com`, name: uid, emailVerified: true },
    role,
  });
}

const tasks = {
  uid: 'ada',
  role: 'creator',
  path: '/dashboard/tasks?status=open',
  html: '<main><h1>Available Tasks</h1><p class="sc-a">Record a shop</p></main>',
  css: '.sc-a{color:red;}',
};

const stored = () => JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null');

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('readScreen and keepScreen', () => {
  it('should read back the kept html and css of the path for the hinted user and role', () => {
    hint('ada');
    keepScreen(tasks);
    expect(readScreen(tasks.path)).toEqual({ html: tasks.html, css: tasks.css });
    expect(stored()).toMatchObject({ v: SNAPSHOT_VERSION, uid: 'ada', role: 'creator' });
    // Only that path (and query string): another one has no picture.
    expect(readScreen('/dashboard/tasks')).toBeNull();
  });

  it.each([
    ['another user', () => hint('ben')],
    ['another role', () => hint('ada', 'admin')],
    ['no session hint', () => undefined],
    ['a hint without a uid', () => localStorage.setItem(SESSION_HINT_KEY, '{"role":"creator"}')],
    ['a malformed hint', () => localStorage.setItem(SESSION_HINT_KEY, '{"user":')],
  ])('should read nothing for %s', (_, setHint) => {
    keepScreen(tasks);
    setHint();
    expect(localStorage.getItem(SNAPSHOT_KEY)).not.toBeNull();
    expect(readScreen(tasks.path)).toBeNull();
  });

  it('should read nothing once the picture is a day old', () => {
    hint('ada');
    const savedAt = Date.UTC(2026, 0, 1);
    keepScreen(tasks, savedAt);
    expect(readScreen(tasks.path, savedAt + SNAPSHOT_MAX_AGE_MS - 1)).not.toBeNull();
    expect(readScreen(tasks.path, savedAt + SNAPSHOT_MAX_AGE_MS)).toBeNull();
  });

  it.each([
    ['malformed JSON', () => '{"v":1,"uid":"ada"'],
    ['another version', () => JSON.stringify({ ...stored(), v: SNAPSHOT_VERSION + 1 })],
    ['no screens', () => JSON.stringify({ ...stored(), screens: null })],
    [
      'a screen without its css',
      () => JSON.stringify({ ...stored(), screens: { [tasks.path]: { html: tasks.html } } }),
    ],
  ])('should read nothing of a stored value with %s', (_, value) => {
    hint('ada');
    keepScreen(tasks);
    expect(readScreen(tasks.path)).not.toBeNull();
    localStorage.setItem(SNAPSHOT_KEY, value());
    expect(readScreen(tasks.path)).toBeNull();
  });

  it('should read nothing, and not throw, when storage cannot be read', () => {
    hint('ada');
    keepScreen(tasks);
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => readScreen(tasks.path)).not.toThrow();
    expect(readScreen(tasks.path)).toBeNull();
    expect(getItem).toHaveBeenCalled();
  });

  it('should drop the previous user’s screens when keeping another user’s', () => {
    keepScreen(tasks);
    keepScreen({ ...tasks, uid: 'ben', path: '/dashboard/submissions' });
    expect(stored()).toMatchObject({ uid: 'ben', role: 'creator' });
    expect(Object.keys(stored().screens)).toEqual(['/dashboard/submissions']);
    hint('ada');
    expect(readScreen(tasks.path)).toBeNull();
    hint('ben');
    expect(readScreen('/dashboard/submissions')).not.toBeNull();
  });

  it('should drop the screens of the same user in another role', () => {
    keepScreen(tasks);
    keepScreen({ ...tasks, role: 'admin', path: '/dashboard/users' });
    expect(Object.keys(stored().screens)).toEqual(['/dashboard/users']);
  });

  it('should keep the same user’s other screens, and the newest picture of a path', () => {
    hint('ada');
    const now = Date.UTC(2026, 0, 1);
    keepScreen(tasks, now);
    keepScreen({ ...tasks, path: '/dashboard/payments', html: '<main>pay</main>' }, now + 1);
    keepScreen({ ...tasks, html: '<main>newer</main>' }, now + 2);
    expect(readScreen(tasks.path, now + 3)?.html).toBe('<main>newer</main>');
    expect(readScreen('/dashboard/payments', now + 3)?.html).toBe('<main>pay</main>');
  });

  it('should keep at most MAX_SCREENS, the most recently kept', () => {
    hint('ada');
    const now = Date.UTC(2026, 0, 1);
    const count = MAX_SCREENS + 3;
    for (let i = 0; i < count; i++) keepScreen({ ...tasks, path: `/dashboard/s${i}` }, now + i);
    const kept = Object.keys(stored().screens).sort();
    const newest = Array.from({ length: MAX_SCREENS }, (_, i) => `/dashboard/s${count - 1 - i}`);
    expect(kept).toEqual(newest.sort());
    expect(readScreen('/dashboard/s0', now + count)).toBeNull();
    expect(readScreen(`/dashboard/s${count - 1}`, now + count)).not.toBeNull();
  });

  it('should drop the oldest screens when the value would pass MAX_SNAPSHOT_CHARS', () => {
    hint('ada');
    const now = Date.UTC(2026, 0, 1);
    const big = (c: string) => `<main>${c.repeat(Math.round(MAX_SNAPSHOT_CHARS * 0.4))}</main>`;
    keepScreen({ ...tasks, path: '/dashboard/a', html: big('a') }, now);
    keepScreen({ ...tasks, path: '/dashboard/b', html: big('b') }, now + 1);
    expect(Object.keys(stored().screens).sort()).toEqual(['/dashboard/a', '/dashboard/b']);
    keepScreen({ ...tasks, path: '/dashboard/c', html: big('c') }, now + 2);
    expect(Object.keys(stored().screens).sort()).toEqual(['/dashboard/b', '/dashboard/c']);
    expect(localStorage.getItem(SNAPSHOT_KEY)!.length).toBeLessThanOrEqual(MAX_SNAPSHOT_CHARS);
    expect(readScreen('/dashboard/a', now + 3)).toBeNull();
    expect(readScreen('/dashboard/c', now + 3)?.html).toBe(big('c'));
  });

  // The cap is on the JSON stored, which escapes every quote of the markup.
  it('should keep the stored JSON within MAX_SNAPSHOT_CHARS for markup full of quotes', () => {
    // Each `"` of the markup is stored as `\"`: the JSON is longer than the markup it holds.
    const now = Date.UTC(2026, 0, 1);
    const element = '<span class="sc-a" data-x="1"></span>';
    const html = element.repeat(Math.floor((MAX_SNAPSHOT_CHARS * 0.48) / element.length));
    keepScreen({ ...tasks, path: '/dashboard/a', html }, now);
    keepScreen({ ...tasks, path: '/dashboard/b', html }, now + 1);
    expect(localStorage.getItem(SNAPSHOT_KEY)!.length).toBeLessThanOrEqual(MAX_SNAPSHOT_CHARS);
  });

  // When nothing fits, the previous value (with the older picture of this path) must not stay.
  it('should not leave an older picture of the path when its new one is too large to keep', () => {
    hint('ada');
    const now = Date.UTC(2026, 0, 1);
    keepScreen(tasks, now);
    const huge = `<main><h1>Tasks</h1>${'x'.repeat(MAX_SNAPSHOT_CHARS)}</main>`;
    keepScreen({ ...tasks, html: huge }, now + 1);
    // The screen changed since: the old picture would show what it no longer looks like.
    expect(readScreen(tasks.path, now + 2)).toBeNull();
  });

  it('should remove the key, and not throw, when storage is full', () => {
    hint('ada');
    keepScreen(tasks);
    expect(localStorage.getItem(SNAPSHOT_KEY)).not.toBeNull();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => keepScreen({ ...tasks, html: '<main>newer</main>' })).not.toThrow();
    expect(setItem).toHaveBeenCalled();
    // The older picture is removed rather than painted as if current.
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('should not throw when storage can be neither read nor written', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => keepScreen(tasks)).not.toThrow();
  });
});

describe('pictureOf', () => {
  function root(html: string) {
    const element = document.createElement('div');
    element.id = 'root';
    element.innerHTML = html;
    document.body.append(element);
    return element;
  }

  it('should be the markup of the root without the parts marked to omit', () => {
    const element = root(
      '<nav>Menu</nav>' +
        '<div data-snapshot="omit">Verify your e-mail</div>' +
        '<main><h1>Payments</h1><p>PayPal <span data-snapshot="omit">pat.pays@example.com</span></p></main>' +
        '<div role="status" data-snapshot="omit">Saved</div>',
    );
    expect(pictureOf(element)).toBe('<nav>Menu</nav><main><h1>Payments</h1><p>PayPal </p></main>');
    // The live page is left as it was.
    expect(element.querySelectorAll('[data-snapshot="omit"]')).toHaveLength(3);
  });

  it.each([
    ['no main area', '<div><h1>Tasks</h1></div>'],
    ['a main area without a page heading', '<main><h2>Loading</h2></main>'],
    ['something loading in the main area', '<main><h1>Tasks</h1><ul aria-busy="true"></ul></main>'],
    ['a busy main area', '<main aria-busy="true"><h1>Tasks</h1></main>'],
    ['a main area inside a busy part', '<div aria-busy="true"><main><h1>Tasks</h1></main></div>'],
  ])('should be null for %s', (_, html) => {
    expect(pictureOf(root(html))).toBeNull();
  });

  it('should be null when the root itself sits inside a busy part', () => {
    const frame = document.createElement('div');
    frame.setAttribute('aria-busy', 'true');
    document.body.append(frame);
    const element = root('<main><h1>Tasks</h1></main>');
    frame.append(element);
    expect(pictureOf(element)).toBeNull();
  });

  it('should not mind a finished busy marker', () => {
    expect(pictureOf(root('<main aria-busy="false"><h1>Tasks</h1></main>'))).toBe(
      '<main aria-busy="false"><h1>Tasks</h1></main>',
    );
  });
});

describe('styledRules', () => {
  function style(css: string, attributes: Record<string, string> = {}) {
    const element = document.createElement('style');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.textContent = css;
    document.head.append(element);
    return element;
  }

  it('should collect the rules of the styled-components style elements only', () => {
    style('.sc-a { color: red; }\n.sc-b { margin: 0; }', { 'data-styled': 'active' });
    style('body { font-family: serif; }');
    style('.app { display: grid; }', { 'data-snapshot': '' });
    style('.sc-c { padding: 4px; }', { 'data-styled': 'active' });
    const rules = styledRules(document);
    expect(rules.split('\n')).toEqual([
      '.sc-a {color: red;}',
      '.sc-b {margin: 0;}',
      '.sc-c {padding: 4px;}',
    ]);
    expect(rules).not.toContain('serif');
    expect(rules).not.toContain('grid');
  });

  it('should collect rules inserted with insertRule, as production builds write them', () => {
    const element = style('', { 'data-styled': 'active' });
    element.sheet!.insertRule('.sc-d { color: blue; }', 0);
    expect(element.textContent).toBe('');
    expect(styledRules(document)).toBe('.sc-d {color: blue;}');
  });

  it('should be empty without styled-components style elements', () => {
    style('body { color: black; }');
    expect(styledRules(document)).toBe('');
  });
});
