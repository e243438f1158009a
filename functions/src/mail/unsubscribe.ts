/**
 * unsubscribe: the HTTP function behind every e-mail's unsubscribe link and its
 * List-Unsubscribe header. The signed token names the person, so no sign-in is needed.
 *
 *   GET  …/unsubscribe?token=…  a page asking to confirm, with one button (a POST form): mail
 *                               scanners fetch links, and a GET that changed something would
 *                               unsubscribe people who never clicked (RFC 8058 §1);
 *   POST …/unsubscribe?token=…  turns creator_profiles.notify_email off: the page's button, or a
 *                               mail client's one-click request (body List-Unsubscribe=One-Click).
 *
 * The change is the same preference Settings shows, made in a transaction with an audit entry
 * whose actor is the person; a second POST changes nothing. A token that does not verify gets
 * 400 and a page saying what to do instead. The pages are in the person's language (their
 * creator profile's), or the browser's best match when the token names nobody.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { collections } from '@groundtruth/domain/entities';
import { acceptLanguageTags, negotiateLocale, type Locale } from '@groundtruth/domain/i18n/locales';
import { mailWordsIn } from '@groundtruth/domain/i18n/mail';
import type { MailWords } from '@groundtruth/domain/mail-words';
import { paths } from '@groundtruth/domain/paths';
import { writeAudit } from '../core/audit';
import { transaction } from '../core/callable';
import { creatorProfiles, users } from '../repos/users';
import { escapeHtml } from './compose';
import { mailLocaleOf } from './notify';
import { appUrl } from './config';
import { publicPage, type HttpResponse } from './public-page';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** Turns e-mail notifications off for `uid`; resolves whether anything changed. */
export function unsubscribeUser(uid: string, via: 'link' | 'one-click'): Promise<boolean> {
  return transaction(async (tx) => {
    const user = await users.get(tx, uid);
    const profile = await creatorProfiles.get(tx, uid);
    if (!user || !profile || !profile.notify_email) return false;
    creatorProfiles.update(tx, uid, { notify_email: false });
    writeAudit(
      tx,
      { uid, name: user.name, email: user.email },
      'unsubscribe_email',
      collections.creatorProfiles,
      uid,
      { via },
    );
    return true;
  });
}

interface Page {
  response: HttpResponse;
  locale: Locale;
  words: MailWords;
}

/** A page with a way on to Settings. */
function page(
  { response, locale, words }: Page,
  status: number,
  title: string,
  body: string,
  form = '',
) {
  const settings = `<p><a href="${escapeHtml(appUrl() + paths.settings)}">${escapeHtml(words.settings)}</a></p>`;
  publicPage(response, status, title, body, form + settings, locale);
}

export const unsubscribe = onRequest({ cors: false }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'POST') {
    response.status(405).set('allow', 'GET, POST').send('Method Not Allowed');
    return;
  }
  const token = request.query.token;
  const uid = verifyUnsubscribeToken(token);
  const locale = uid
    ? await mailLocaleOf(uid)
    : negotiateLocale(acceptLanguageTags(request.get('accept-language')));
  const words = mailWordsIn(locale);
  const reply: Page = { response, locale, words };
  if (!uid) {
    page(reply, 400, words.unsubscribeConfirmTitle, words.unsubscribeInvalid);
    return;
  }
  if (request.method === 'GET') {
    // The form posts back to this address, token included (the query string is kept).
    const form = `<form method="post"><button type="submit">${escapeHtml(words.unsubscribeButton)}</button></form>`;
    page(reply, 200, words.unsubscribeConfirmTitle, words.unsubscribeConfirmBody, form);
    return;
  }
  const oneClick =
    String((request.body as Record<string, unknown> | undefined)?.['List-Unsubscribe']) ===
    'One-Click';
  await unsubscribeUser(uid, oneClick ? 'one-click' : 'link');
  page(reply, 200, words.unsubscribedTitle, words.unsubscribedBody);
});
