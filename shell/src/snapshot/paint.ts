// The paint of a kept screen, done by the app page's loader (paint-screen.ts) before the app loads.
import { isDashboardPath } from '@groundtruth/domain/dashboard-path';
import { stillButFields } from './picture-fields';
import { carryLinkTaps } from './picture-links';
import { readScreen } from './screen-snapshot';

/** Paints the kept picture of the current address into `doc`'s #root; whether it did. */
export function paintScreen(doc: Document = document): boolean {
  const { pathname, search } = doc.location;
  if (!isDashboardPath(pathname)) return false;
  const root = doc.getElementById('root');
  if (!root || root.childNodes.length > 0) return false;
  const picture = readScreen(pathname + search);
  if (!picture) return false;
  const style = doc.createElement('style');
  style.dataset.snapshot = '';
  style.textContent = picture.css;
  doc.head.append(style);
  // Busy: assistive technology waits for the live page. Still but for its fields: a person may
  // start filling them in, and the live page takes what they typed (picture-fields.ts).
  const frame = doc.createElement('div');
  frame.setAttribute('aria-busy', 'true');
  frame.style.display = 'contents';
  frame.innerHTML = picture.html;
  stillButFields(frame);
  carryLinkTaps(frame);
  root.append(frame);
  root.dataset.prerendered = 'snapshot';
  return true;
}
