/**
 * releaseNotMe: the HTTP function behind a release request's "This was not me" link and its
 * List-Unsubscribe header. The signed token names the release whose e-mail carried it
 * (not-me-token.ts), so the person needs no account.
 *
 *   GET  …/releaseNotMe?token=…  a page asking to confirm, with one button (a POST form): mail
 *                                scanners fetch links, so a GET changes nothing;
 *   POST …/releaseNotMe?token=…  stops release requests to the release's address (request-blocks.ts):
 *                                the page's button, or a mail client's one-click request. Once is
 *                                enough: a second POST changes nothing and says the same.
 *
 * The requests still pending to that address, this one among them, are closed (revoked): their
 * links sign nothing from then on. A token that does not verify, or names no release, gets 400
 * and a page saying so.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { releaseMessages as words } from '@groundtruth/domain/release-messages';
import { releaseSchema } from '@groundtruth/domain/release-document';
import { escapeHtml } from '../mail/compose';
import { publicPage } from '../mail/public-page';
import { releases } from '../repos/releases';
import { verifyNotMeToken } from './not-me-token';
import { blockRequestsTo } from './request-blocks';

export const releaseNotMe = onRequest({ cors: false }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'POST') {
    response.status(405).set('allow', 'GET, POST').send('Method Not Allowed');
    return;
  }
  const releaseId = verifyNotMeToken(request.query.token);
  const snap = releaseId ? await releases.ref(releaseId).get() : null;
  if (!releaseId || !snap?.exists) {
    publicPage(response, 400, words.releaseNotMeTitle, words.releaseNotMeInvalid);
    return;
  }
  if (request.method === 'GET') {
    // The form posts back to this address, token included (the query string is kept).
    const form = `<form method="post"><button type="submit">${escapeHtml(words.releaseNotMeButton)}</button></form>`;
    publicPage(response, 200, words.releaseNotMeTitle, words.releaseNotMeBody, form);
    return;
  }
  await blockRequestsTo(releaseId, releaseSchema.parse(snap.data()));
  publicPage(response, 200, words.releaseNotMeDoneTitle, words.releaseNotMeDoneBody);
});
