// The form fields of a screen's picture. A picture shows them as they were when it was taken
// (the live state is written into its markup: serialised markup only carries attributes, and a
// controlled field's value, a ticked box or a chosen option lives in properties), and they stay
// live on the painted picture, so a person who starts before the app has loaded is not typing
// into nothing; what they change is carried onto the live screen (carry-picture-input.ts).
// Never a secret: a password's, a one-time code's or a card's value is neither stored nor typed.

import { isScreenLink } from './picture-links';

/** A form field of a picture: what a person types into, ticks or chooses. */
export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const BUTTON_TYPES = new Set(['submit', 'button', 'reset', 'image']);
const UNKEPT_TYPES = new Set(['password', 'file', 'hidden']);
const SECRET_AUTOCOMPLETE = /(^|\s)(one-time-code|current-password|new-password|cc-[a-z-]+)(\s|$)/i;

const isButton = (element: Element) =>
  element.tagName === 'INPUT' && BUTTON_TYPES.has((element as HTMLInputElement).type);

const FIELD_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
const isField = (element: Element): element is Field =>
  FIELD_TAGS.has(element.tagName) && !isButton(element);

/** The fields in `root`, in document order (input buttons are buttons, not fields). */
export function fieldsIn(root: ParentNode): Field[] {
  return [...root.querySelectorAll('input, select, textarea')].filter(isField);
}

/** Whether a picture shows and takes `field`'s value: never a secret's, a file's or a hidden one's. */
export function isKept(field: Field): boolean {
  return (
    !(field.tagName === 'INPUT' && UNKEPT_TYPES.has(field.type)) &&
    !SECRET_AUTOCOMPLETE.test(field.getAttribute('autocomplete') ?? '')
  );
}

/** Whether `field` is a box to tick or a choice of a group. */
export const isTicked = (field: Field): boolean =>
  field.type === 'checkbox' || field.type === 'radio';

/**
 * Writes the live state of the fields in `live` into the markup of `copy`, its clone: a value
 * typed, a box ticked, an option chosen. A field that is not kept loses any value its markup had.
 */
export function writeFieldStates(live: ParentNode, copy: ParentNode): void {
  const copies = fieldsIn(copy);
  fieldsIn(live).forEach((field, i) => {
    const to = copies[i];
    if (!to) return;
    if (!isKept(field)) to.removeAttribute('value');
    else if (isTicked(field)) to.toggleAttribute('checked', (field as HTMLInputElement).checked);
    else if (field instanceof HTMLSelectElement) {
      const options = (to as HTMLSelectElement).options;
      [...field.options].forEach((o, j) => options[j]?.toggleAttribute('selected', o.selected));
    } else if (field instanceof HTMLTextAreaElement) to.textContent = field.value;
    else to.setAttribute('value', field.value);
  });
}

/** What a person could act on in a picture besides its fields. */
const ACTIONABLE =
  'a[href], area, button, input, select, textarea, summary, iframe, embed, object, [controls], [tabindex], [contenteditable]';

/**
 * Makes the painted picture in `frame` still but for its fields and its links to other screens:
 * its buttons, other links and secret fields are inert (a picture has no working buttons, and
 * nothing typed there may be lost), and its forms are never sent (Enter in a field would
 * otherwise submit one to the page's address). A tap on a screen link is kept (picture-links.ts).
 */
export function stillButFields(frame: HTMLElement): void {
  for (const element of frame.querySelectorAll(ACTIONABLE)) {
    const keptField = isField(element) && isKept(element);
    if (keptField || isScreenLink(element) || fieldsIn(element).some(isKept)) continue;
    element.setAttribute('inert', '');
  }
  for (const form of frame.querySelectorAll('form'))
    form.addEventListener('submit', (event) => event.preventDefault());
}
