// What a person changed on a screen's picture before the app had loaded (a name typed, a box
// ticked, an option chosen: picture-fields.ts leaves a picture's fields live), carried onto the
// live screen that replaces it, so nothing they did is lost: each changed field's value goes to
// the live field of the same kind, name and label, through the events React listens to, so the
// live form knows it (its Save button wakes); the focus goes where it was.
import { fieldsIn, isKept, isTicked, type Field } from './picture-fields';

/** How long fields the live screen renders late (its data still loading) are waited for. */
export const CARRY_WAIT_MS = 10_000;

/** The text of the elements `ids` names in `within`. */
function textOf(ids: string, within: Element): string {
  return ids
    .split(/\s+/)
    .map((id) => within.querySelector(`[id="${id.replace(/["\\]/g, '\\$&')}"]`)?.textContent)
    .join(' ');
}

/** What names `field` to a person: its label's text (ids differ between picture and live). */
function labelOf(field: Field, within: Element): string {
  const labelledBy = field.getAttribute('aria-labelledby');
  if (labelledBy) return textOf(labelledBy, within);
  const label = field.getAttribute('aria-label');
  if (label) return label;
  const forIt = field.id
    ? within.querySelector(`label[for="${field.id.replace(/["\\]/g, '\\$&')}"]`)
    : null;
  return (forIt ?? field.closest('label'))?.textContent ?? '';
}

/** The kept fields of `within` by what they are to a person: kind, name and label. */
function fieldsByName(within: Element): Map<string, Field> {
  const named = new Map<string, Field>();
  for (const field of fieldsIn(within).filter(isKept)) {
    const value = field.type === 'radio' ? field.value : '';
    const name = `${field.tagName}:${field.type}:${field.name}:${value}:${labelOf(field, within).trim()}`;
    let key = name;
    for (let n = 2; named.has(key); n++) key = `${name}#${n}`;
    named.set(key, field);
  }
  return named;
}

/** Whether the person changed `field` on the picture: it differs from the picture's markup. */
function changed(field: Field): boolean {
  if (isTicked(field)) {
    const box = field as HTMLInputElement;
    return box.checked !== box.defaultChecked;
  }
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    if (field.multiple) return options.some((o) => o.selected !== o.defaultSelected);
    const initial = options.findLastIndex((o) => o.defaultSelected);
    return field.selectedIndex !== Math.max(initial, 0);
  }
  return field.value !== field.defaultValue;
}

/** Gives `to` the state of `from`, as a person's input would: React's handlers see it. */
function apply(from: Field, to: Field): void {
  if (isTicked(from) && isTicked(to)) {
    // A click, as React reads a box's change from it.
    if ((to as HTMLInputElement).checked !== (from as HTMLInputElement).checked) to.click();
  } else if (from instanceof HTMLSelectElement && to instanceof HTMLSelectElement) {
    const chosen = new Set([...from.selectedOptions].map((o) => o.value));
    for (const option of to.options) option.selected = chosen.has(option.value);
    to.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (!isTicked(to) && !(to instanceof HTMLSelectElement)) {
    // React tracks the value it set: only the prototype's setter makes its input event a change.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value')?.set?.call(to, from.value);
    to.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Puts the focus, and the caret, in `to` as they were in `from`. */
function focusLike(from: Field, to: Field): void {
  to.focus({ preventScroll: true });
  if (from instanceof HTMLSelectElement || to instanceof HTMLSelectElement) return;
  try {
    if (from.selectionStart !== null) to.setSelectionRange(from.selectionStart, from.selectionEnd);
  } catch {
    // a kind of field without a caret
  }
}

/**
 * Carries what the person changed in `picture` (the picture's main area, off the page) onto the
 * live screen's main area (`liveArea` finds it), and the focus if `focused` (the picture's field
 * that had it) should keep it. Fields the live screen has not rendered yet are waited for, and a
 * field the live screen renders afresh (its form remounted: the session confirmed, fresher data
 * arrived) is given the change again, for up to CARRY_WAIT_MS, while the address stays the same
 * and until the person acts on the live screen themselves. Returns the function that stops.
 */
export function carryPictureInput(
  picture: Element,
  liveArea: () => Element | null,
  focused: Element | null,
): () => void {
  const named = [...fieldsByName(picture)];
  const changes = named.filter(([, field]) => changed(field));
  let focusKey = named.find(([, field]) => field === focused)?.[0];
  // The live field each change, and the focus, last went to.
  const given = new Map<string, Field>();
  let focusGiven: Field | undefined;
  let applying = false;
  const address = location.href;
  const carry = () => {
    if (location.href !== address) return stop();
    const live = liveArea();
    if (!live) return;
    const fields = fieldsByName(live);
    for (const [key, from] of changes) {
      const to = fields.get(key);
      if (!to || given.get(key) === to) continue;
      given.set(key, to);
      applying = true;
      try {
        apply(from, to);
      } finally {
        applying = false;
      }
    }
    if (focusKey === undefined) return;
    // The focus left for the page (the picture, or a remounted field, went): back to the field,
    // unless the person has moved it to another part of the live screen meanwhile.
    const active = document.activeElement;
    if (active === focusGiven) return;
    if (active && active !== document.body) {
      focusKey = undefined;
      return;
    }
    const to = fields.get(focusKey);
    if (to) {
      focusLike(focused as Field, to);
      focusGiven = to;
    }
  };
  // What the person does on the live screen is theirs: nothing is carried over it any more.
  const personActed = () => {
    if (!applying) stop();
  };
  const acts = ['keydown', 'pointerdown', 'input', 'change'];
  const observer = new MutationObserver(carry);
  const timer = setTimeout(() => stop(), CARRY_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const act of acts) document.removeEventListener(act, personActed, true);
  };
  for (const act of acts) document.addEventListener(act, personActed, true);
  observer.observe(document.body, { childList: true, subtree: true });
  carry();
  return stop;
}
