// A picture's form fields: taken as the live screen shows them (never a secret's value), and
// left live on the painted picture while its buttons and links stay inert and its forms unsent.
import { afterEach, describe, expect, it } from 'vitest';
import { pictureOf } from './screen-snapshot';
import { stillButFields } from './picture-fields';

afterEach(() => {
  document.body.innerHTML = '';
});

function liveRoot(html: string) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<main><h1>Settings</h1><form>${html}</form></main>`;
  document.body.append(root);
  return root;
}

/** The picture of `root`, parsed back, as the page's loader would paint it. */
function picture(root: HTMLElement) {
  const frame = document.createElement('div');
  frame.innerHTML = pictureOf(root) ?? '';
  return frame;
}

const field = <T extends Element>(frame: ParentNode, selector: string) =>
  frame.querySelector(selector) as T;

describe('pictureOf, with form fields', () => {
  it('should show each field as the live screen does: typed values, ticked boxes, chosen options', () => {
    const root = liveRoot(
      '<label for="n">Full name</label><input id="n" value="Ada">' +
        '<select id="l"><option value="">Select a language</option><option>English</option><option>Spanish</option></select>' +
        '<input id="e" type="checkbox" checked><input id="p" type="checkbox">' +
        '<input id="r1" type="radio" name="r" value="a" checked><input id="r2" type="radio" name="r" value="b">' +
        '<textarea id="t">old</textarea><input type="submit" value="Save">',
    );
    // What a React form sets: properties, not the markup.
    field<HTMLInputElement>(root, '#n').value = 'Ada Lovelace';
    field<HTMLSelectElement>(root, '#l').value = 'Spanish';
    field<HTMLInputElement>(root, '#e').checked = false;
    field<HTMLInputElement>(root, '#p').checked = true;
    field<HTMLInputElement>(root, '#r2').checked = true;
    field<HTMLTextAreaElement>(root, '#t').value = 'new\nlines';
    const before = root.innerHTML;

    const frame = picture(root);
    expect(field<HTMLInputElement>(frame, '#n').value).toBe('Ada Lovelace');
    expect(field<HTMLSelectElement>(frame, '#l').value).toBe('Spanish');
    expect(field<HTMLInputElement>(frame, '#e').checked).toBe(false);
    expect(field<HTMLInputElement>(frame, '#p').checked).toBe(true);
    expect(field<HTMLInputElement>(frame, '#r1').checked).toBe(false);
    expect(field<HTMLInputElement>(frame, '#r2').checked).toBe(true);
    expect(field<HTMLTextAreaElement>(frame, '#t').value).toBe('new\nlines');
    expect(field<HTMLInputElement>(frame, '[type=submit]').value).toBe('Save');
    // Written into the copy only: the live screen's markup is React's, left as it was.
    expect(root.innerHTML).toBe(before);
  });

  it('should never keep a secret: passwords, one-time codes, card numbers, files, hidden values', () => {
    const root = liveRoot(
      '<input id="pw" type="password" value="hunter2">' +
        '<input id="otp" autocomplete="one-time-code" value="123456">' +
        '<input id="cc" autocomplete="billing cc-number" value="4242424242424242">' +
        '<input id="h" type="hidden" value="token-1">' +
        '<input id="f" type="file">',
    );
    field<HTMLInputElement>(root, '#pw').value = 'typed-secret';
    field<HTMLInputElement>(root, '#otp').value = '654321';
    const html = pictureOf(root)!;
    for (const secret of ['hunter2', 'typed-secret', '123456', '654321', '4242', 'token-1'])
      expect(html).not.toContain(secret);
    expect(html).toContain('id="pw"');
  });
});

describe('stillButFields', () => {
  function painted(html: string) {
    const frame = document.createElement('div');
    frame.innerHTML = `<nav><a href="/dashboard">Home</a><a href="/terms">Terms</a></nav><main tabindex="-1"><h1>Settings</h1>${html}</main>`;
    document.body.append(frame);
    stillButFields(frame);
    return frame;
  }

  it('should leave the fields and screen links live, and everything else one could act on inert', () => {
    const frame = painted(
      '<form><input id="n"><select id="s"><option>a</option></select><textarea id="t"></textarea>' +
        '<label><input id="c" type="checkbox"> Email</label>' +
        '<input id="pw" type="password"><input id="f" type="file">' +
        '<button id="b">Save</button><input id="go" type="submit" value="Go"></form>' +
        '<div id="d" tabindex="0">Menu</div><summary id="m">More</summary>',
    );
    const inert = (selector: string) => field(frame, selector).hasAttribute('inert');
    for (const id of ['n', 's', 't', 'c']) expect(inert(`#${id}`), id).toBe(false);
    for (const id of ['pw', 'f', 'b', 'go', 'd', 'm']) expect(inert(`#${id}`), id).toBe(true);
    // A link to a dashboard screen keeps a tap (picture-links.ts); one elsewhere is inert.
    expect(inert('a[href="/dashboard"]')).toBe(false);
    expect(inert('a[href="/terms"]')).toBe(true);
    // The main area takes focus for the skip link, but it holds the fields: it stays live.
    expect(inert('main')).toBe(false);
  });

  it('should never send a form of the picture', () => {
    const frame = painted('<form><input id="n"></form>');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    frame.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
