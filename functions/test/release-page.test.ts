// The page a release e-mail opens, as a stranger meets the product: Groundtruth's name and
// ui-kit's look (its colours, fields and button), the minor's name only once the box says the
// person in frame is a minor, what was typed kept with a refusal, nothing axe finds, and one
// small response with no script. The page is the releaseLink function's own; its CSS is applied
// by jsdom, and axe runs inside that window.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { releaseMessages as words } from '@groundtruth/domain/release-messages';
import { colors } from '@groundtruth/ui-kit/tokens';
import { newStaff, type Member } from '../testing/clients';
import { acceptedReleaseTask, linkOf, post } from '../testing/releases';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let adminStaff: Member;
beforeAll(async () => {
  adminStaff = await newStaff('admin');
});

/** A pending release's e-mailed link. */
async function releaseLink(prefix: string): Promise<string> {
  const { taskId, creator } = await acceptedReleaseTask(adminStaff, prefix);
  const { releaseId } = await creator.call(callables.requestRelease, {
    taskId,
    signerName: 'Bo Bystander',
    signerEmail: 'bo@example.com',
  });
  return linkOf(`release_request_${releaseId}`);
}

function page(html: string) {
  const dom = new JSDOM(html, { runScripts: 'outside-only' });
  const { document } = dom.window;
  const shown = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement)
      if (dom.window.getComputedStyle(at).display === 'none') return false;
    return true;
  };
  return { dom, document, shown, byLabel: (text: string) => labelled(document, text) };
}

function labelled(document: Document, text: string): HTMLInputElement {
  const label = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === text);
  const input = label && document.getElementById(label.htmlFor);
  if (!input) throw new Error(`no field labelled ${text}`);
  return input as HTMLInputElement;
}

describe('the release page a release e-mail opens', () => {
  it("should carry the product's name and ui-kit's look in one small response with no script", async () => {
    const response = await fetch(await releaseLink('rel-page-look'));
    expect(response.status).toBe(200);
    const html = await response.text();
    // Small and self-contained: no script, nothing more to fetch.
    expect(Buffer.byteLength(html)).toBeLessThan(12_000);
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
    const { dom, document } = page(html);
    expect(document.querySelector('header')?.textContent).toBe('Groundtruth');
    expect(document.querySelector('h1')?.textContent).toBe(words.releaseTitle);
    const button = document.querySelector('button[type=submit]')!;
    expect(button.textContent).toBe(words.releaseSignButton);
    const style = dom.window.getComputedStyle(button);
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(style.backgroundColor).toBe(rgb(colors.primary));
    expect(style.color).toBe(rgb(colors.textOnEmphasis));
    expect(dom.window.getComputedStyle(document.body).fontFamily).toContain('-apple-system');
  });

  it("should show the minor's name only once the minor box is ticked", async () => {
    const { document, shown, byLabel } = page(
      await (await fetch(await releaseLink('rel-page-minor'))).text(),
    );
    const minorName = byLabel(words.releaseMinorName);
    expect(shown(minorName)).toBe(false);
    expect(shown(byLabel(words.releaseSignature))).toBe(true);
    const box = byLabel(words.releaseForMinor);
    // jsdom keeps computed styles until the document changes; a click alone does not change it.
    const click = () => {
      box.click();
      box.dataset.clicked = String(box.checked);
    };
    click();
    expect(box.checked).toBe(true);
    expect(shown(minorName)).toBe(true);
    click();
    expect(shown(minorName)).toBe(false);
    expect(document.querySelectorAll('input[type=checkbox]')).toHaveLength(1);
  });

  it('should keep what was typed, the minor box too, with the reason a signature was refused', async () => {
    const link = await releaseLink('rel-page-refused');
    const refused = await post(link, {
      action: 'sign',
      signerName: 'Pat Guardian',
      forMinor: 'yes',
      minorName: 'Robin Passerby',
      signature: 'Someone Else',
    });
    expect(refused.status).toBe(400);
    const { document, shown, byLabel } = page(await refused.text());
    expect(document.querySelector('[role=alert]')?.textContent).toBe(
      'Signature must be your full name',
    );
    expect(byLabel(words.releaseSignerName).value).toBe('Pat Guardian');
    expect(byLabel(words.releaseForMinor).checked).toBe(true);
    expect(shown(byLabel(words.releaseMinorName))).toBe(true);
    expect(byLabel(words.releaseMinorName).value).toBe('Robin Passerby');
    expect(byLabel(words.releaseSignature).value).toBe('Someone Else');
  });

  it('should pass axe, signing and signed', async () => {
    const link = await releaseLink('rel-page-axe');
    const signed = await post(link, {
      action: 'sign',
      signerName: 'Bo Bystander',
      signature: 'Bo Bystander',
    });
    expect(signed.status).toBe(200);
    for (const html of [await (await fetch(link)).text(), await signed.text()]) {
      const { dom } = page(html);
      dom.window.eval(axeSource);
      const axe = (dom.window as unknown as { axe: typeof import('axe-core') }).axe;
      // jsdom measures no contrast: ui-kit's tokens are held to it by ui-kit's own tests.
      const results = await axe.run(dom.window.document, {
        rules: { 'color-contrast': { enabled: false } },
        resultTypes: ['violations'],
      });
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});
