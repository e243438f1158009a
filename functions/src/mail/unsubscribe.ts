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
 * 400 and a page saying what to do instead.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { collections } from '@groundtruth/domain/entities';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { paths } from '@groundtruth/domain/paths';
import { writeAudit } from '../core/audit';
import { transaction } from '../core/callable';
import { creatorProfiles, users } from '../repos/users';
import { escapeHtml } from './compose';
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

/** A page with a way on to Settings. */
function page(response: HttpResponse, status: number, title: string, body: string, form = '') {
  const settings = `<p><a href="${escapeHtml(appUrl() + paths.settings)}">Settings</a></p>`;
  publicPage(response, status, title, body, form + settings);
}

export const unsubscribe = onRequest({ cors: false }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'POST') {
    response.status(405).set('allow', 'GET, POST').send('Method Not Allowed');
    return;
  }
  const token = request.query.token;
  const uid = verifyUnsubscribeToken(token);
  if (!uid) {
    page(response, 400, serverMessages.unsubscribeConfirmTitle, serverMessages.unsubscribeInvalid);
    return;
  }
  if (request.method === 'GET') {
    // The form posts back to this address, token included (the query string is kept).
    const form = `<form method="post"><button type="submit">${escapeHtml(serverMessages.unsubscribeButton)}</button></form>`;
    page(
      response,
      200,
      serverMessages.unsubscribeConfirmTitle,
      serverMessages.unsubscribeConfirmBody,
      form,
    );
    return;
  }
  const oneClick =
    String((request.body as Record<string, unknown> | undefined)?.['List-Unsubscribe']) ===
    'One-Click';
  await unsubscribeUser(uid, oneClick ? 'one-click' : 'link');
  page(response, 200, serverMessages.unsubscribedTitle, serverMessages.unsubscribedBody);
});
