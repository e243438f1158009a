// What a person changed on a picture, carried onto the live React form that replaces it: the
// form's own state takes it (as if typed there), the focus and caret stay, a field rendered late
// still gets it, and nothing the person left alone, nor any secret, is touched.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { carryPictureInput } from './carry-picture-input';
import { pictureOf } from './screen-snapshot';

/** A controlled form as the screens have them; its state shows in an output element. */
function Form({ name = 'Ada', language = 'English' }: { name?: string; language?: string }) {
  const [form, setForm] = useState({ name, language, email: true, voice: false, pin: '' });
  return (
    <main>
      <h1>Settings</h1>
      <form aria-label="Settings">
        <label htmlFor={`name-${name}`}>Full name</label>
        <input
          id={`name-${name}`}
          value={form.name}
          onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
        />
        <label>
          Language
          <select
            value={form.language}
            onChange={(e) => setForm((f) => ({ ...f, language: e.target.value }))}
          >
            <option value="">Select a language</option>
            <option>English</option>
            <option>Spanish</option>
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={form.email}
            onChange={(e) => setForm((f) => ({ ...f, email: e.target.checked }))}
          />
          Email notifications
        </label>
        <label>
          <input
            type="checkbox"
            checked={form.voice}
            onChange={(e) => setForm((f) => ({ ...f, voice: e.target.checked }))}
          />
          Record Voice
        </label>
        <input
          type="password"
          aria-label="PIN"
          value={form.pin}
          onChange={(e) => setForm((f) => ({ ...f, pin: e.target.value }))}
        />
      </form>
      <output>{JSON.stringify(form)}</output>
    </main>
  );
}

let stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  document.body.innerHTML = '';
});

/** The painted picture of a rendered <Form/>, as a detached main area. */
function paintedPicture(): HTMLElement {
  const { container, unmount } = render(<Form />);
  const html = pictureOf(container)!;
  unmount();
  const picture = document.createElement('div');
  picture.innerHTML = html;
  return picture;
}

const live = () => JSON.parse(screen.getByRole('status').textContent!) as Record<string, unknown>;
const carry = (picture: HTMLElement, main: HTMLElement, focused: Element | null = null) =>
  stops.push(carryPictureInput(picture, () => main, focused));

describe('carryPictureInput', () => {
  it('should give the live form what the person changed on the picture, and keep the focus', () => {
    const picture = paintedPicture();
    document.body.append(picture);
    const name = picture.querySelector('input')!;
    name.value = 'Ada Lovelace';
    name.focus();
    name.setSelectionRange(3, 3);
    picture.querySelector('select')!.value = 'Spanish';
    picture.querySelectorAll<HTMLInputElement>('input[type=checkbox]')[1]!.checked = true;
    picture.querySelector<HTMLInputElement>('input[type=password]')!.value = '1234';
    picture.remove(); // the live screen replaced it

    const { container } = render(<Form />);
    act(() => carry(picture, container, name));
    expect(live()).toEqual({
      name: 'Ada Lovelace',
      language: 'Spanish',
      email: true,
      voice: true,
      pin: '', // a secret typed on a picture is never carried
    });
    const liveName = screen.getByLabelText('Full name') as HTMLInputElement;
    expect(document.activeElement).toBe(liveName);
    expect([liveName.selectionStart, liveName.selectionEnd]).toEqual([3, 3]);
  });

  it('should leave alone what the person did not change on the picture', () => {
    const picture = paintedPicture();
    // Unticked on the picture; the live form, from fresher data, shows another name.
    picture.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = false;
    const { container } = render(<Form name="Ada L." language="Spanish" />);
    act(() => carry(picture, container));
    expect(live()).toEqual({
      name: 'Ada L.',
      language: 'Spanish',
      email: false,
      voice: false,
      pin: '',
    });
    expect(document.activeElement).toBe(document.body);
  });

  it('should wait for fields the live screen renders late', async () => {
    const picture = paintedPicture();
    picture.querySelector('input')!.value = 'Typed early';
    const main = document.createElement('div');
    document.body.append(main);
    carry(picture, main);
    // The live screen's data arrives: its form renders now.
    render(<Form />, { container: main });
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(live()).toMatchObject({ name: 'Typed early' });
  });

  it('should carry nothing once the address changed', async () => {
    const picture = paintedPicture();
    picture.querySelector('input')!.value = 'Typed early';
    const main = document.createElement('div');
    document.body.append(main);
    carry(picture, main);
    window.history.pushState(null, '', '/dashboard/tasks');
    render(<Form />, { container: main });
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(live()).toMatchObject({ name: 'Ada' });
  });

  it('should give a field rendered afresh the change again, and the focus', async () => {
    const picture = paintedPicture();
    const name = picture.querySelector('input')!;
    name.value = 'Typed early';
    const main = document.createElement('div');
    document.body.append(main);
    const { rerender } = render(<Form key="hint" />, { container: main });
    act(() => carry(picture, main, name));
    expect(live()).toMatchObject({ name: 'Typed early' });
    // The session is confirmed, or fresher data arrives: the form starts afresh.
    rerender(<Form key="confirmed" />);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(live()).toMatchObject({ name: 'Typed early' });
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
  });

  it('should carry nothing more once the person acts on the live screen', async () => {
    const picture = paintedPicture();
    picture.querySelector('input')!.value = 'Typed early';
    const main = document.createElement('div');
    document.body.append(main);
    const { rerender } = render(<Form key="first" />, { container: main });
    act(() => carry(picture, main));
    // The person's own key press ends the carrying.
    screen
      .getByLabelText('Full name')
      .dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    rerender(<Form key="second" />);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(live()).toMatchObject({ name: 'Ada' });
  });
});
