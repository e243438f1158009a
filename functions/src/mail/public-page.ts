/**
 * The small server-rendered pages that signed links open (unsubscribe, a release to sign): the
 * product's words, every value escaped, no script, forms posting back only to the same address.
 */
import type { onRequest } from 'firebase-functions/v2/https';
import { escapeHtml } from './compose';

export type HttpResponse = Parameters<Parameters<typeof onRequest>[0]>[1];

/**
 * Sends the page: `title` as its heading, `body` as a paragraph, then `html` (already escaped
 * markup: a form, a link) as it is.
 */
export function publicPage(
  response: HttpResponse,
  status: number,
  title: string,
  body: string,
  html = '',
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
        '<!doctype html><html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(title)} · Groundtruth</title></head>`,
        '<body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">',
        `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${html}</main>`,
        '</body></html>',
      ].join(''),
    );
}
