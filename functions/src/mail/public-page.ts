/**
 * The small server-rendered pages that signed links open (unsubscribe, a release to sign): the
 * product's words, every value escaped, no script, forms posting back only to the same address.
 */
import type { onRequest } from 'firebase-functions/v2/https';
import { escapeHtml } from './compose';
import { publicPageStyle } from './public-page-style';

export type HttpResponse = Parameters<Parameters<typeof onRequest>[0]>[1];

/**
 * Sends the page: the product's name above a card with `title` as its heading, `body` as a
 * paragraph, then `html` (already escaped markup: a form, a link) as it is; styled with ui-kit's
 * tokens (public-page-style.ts); `lang` is the language of its words.
 */
export function publicPage(
  response: HttpResponse,
  status: number,
  title: string,
  body: string,
  html = '',
  lang = 'en',
): void {
  response
    .status(status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    })
    .send(
      [
        `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(title)} · Groundtruth</title>`,
        `<style>${publicPageStyle}</style></head><body>`,
        '<header><p class="brand">Groundtruth</p></header>',
        `<main><div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${html}</div></main>`,
        '</body></html>',
      ].join(''),
    );
}
