/**
 * releaseLink: the HTTP function behind a release's e-mailed link. The signed token names the
 * release (release-token.ts), so the person in frame needs no account, and the page reads only
 * that release, on the server.
 *
 *   GET  …/releaseLink?token=…  the release in words: a form to sign it while pending (the link
 *                               is within its RELEASE_LINK_DAYS), or, once signed, a button to
 *                               withdraw it; mail scanners fetch links, so a GET changes nothing;
 *   POST …/releaseLink?token=…  `action=sign` with the signer's details signs it (their address is
 *                               verified: the link reached it), renders and stores the PDF; a
 *                               release signed already (by an earlier post, or another racing
 *                               this one) keeps its signature and the post gets 409 and a page
 *                               saying so;
 *                               `action=revoke` withdraws a signed release, flags its submission
 *                               and leaves it out of later exports. Withdrawal works after the
 *                               signing window too: consent can be taken back at any time.
 *
 * A token that does not verify gets 400 and a page saying so; an expired one for a release still
 * pending gets 410 and a page saying to ask for a new link.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { releaseMessages as words } from '@groundtruth/domain/release-messages';
import { releaseSignatureInput } from '@groundtruth/domain/release-inputs';
import { releaseSchema, type Release } from '@groundtruth/domain/release-document';
import { escapeHtml } from '../mail/compose';
import { revokeForm, signForm, type PostedSignature } from './release-page';
import { publicPage, type HttpResponse } from '../mail/public-page';
import { db } from '../core/app';
import { collections, taskSchema, userSchema } from '@groundtruth/domain/entities';
import { inPeoplesWords } from '@groundtruth/domain/callable-errors';
import { releases } from '../repos/releases';
import { verifyReleaseToken } from './release-token';
import { revokeRelease, signReleaseByLink, type LinkOutcome } from './sign-by-link';

/** The creator's name and the task's title, which the release's statement names. */
async function statementOf(release: Release): Promise<string> {
  const [user, task] = await Promise.all([
    db().collection(collections.users).doc(release.creator_id).get(),
    db().collection(collections.tasks).doc(release.task_id).get(),
  ]);
  const creatorName = userSchema.shape.name.safeParse(user.get('name')).data ?? 'A creator';
  const taskTitle = taskSchema.shape.title.safeParse(task.get('title')).data ?? '';
  return words.releaseStatement(creatorName, taskTitle);
}

/** The page for a release as it stands. */
async function show(
  response: HttpResponse,
  release: Release,
  expired: boolean,
  problem = '',
  posted?: PostedSignature,
) {
  if (release.status === 'revoked') {
    publicPage(response, 200, words.releaseRevokedTitle, words.releaseRevokedBody);
  } else if (release.status === 'signed') {
    const statement = `<blockquote>${escapeHtml(await statementOf(release))}</blockquote>`;
    publicPage(
      response,
      200,
      words.releaseSignedTitle,
      words.releaseSignedBody,
      statement + revokeForm(),
    );
  } else if (expired) {
    publicPage(response, 410, words.releaseTitle, words.releaseLinkExpired);
  } else {
    const form = signForm(release, await statementOf(release), problem, posted);
    publicPage(response, problem ? 400 : 200, words.releaseTitle, words.releasePageSign, form);
  }
}

/** A signature posted to a release someone already signed: theirs stands, this one is dropped. */
function alreadySigned(response: HttpResponse) {
  publicPage(response, 409, words.releaseTitle, words.releaseAlreadySigned);
}

/** The signer's details as posted (a field too long to be a name is cut to one). */
function postedOf(body: Record<string, unknown>): PostedSignature {
  const text = (key: string) =>
    typeof body[key] === 'string' ? (body[key] as string).slice(0, 500) : '';
  return {
    signerName: text('signerName'),
    forMinor: body.forMinor === 'yes',
    minorName: text('minorName'),
    signature: text('signature'),
  };
}

/** The posted details, checked with the same schema as an in-person signature. */
function checkSignature(posted: PostedSignature, release: Release) {
  return releaseSignatureInput.safeParse({
    signerName: posted.signerName,
    signerEmail: release.signer_email,
    minorName: posted.forMinor ? posted.minorName : null,
    signature: posted.signature,
  });
}

export const releaseLink = onRequest({ cors: false }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'POST') {
    response.status(405).set('allow', 'GET, POST').send('Method Not Allowed');
    return;
  }
  const token = verifyReleaseToken(request.query.token);
  const snap = token ? await releases.ref(token.releaseId).get() : null;
  if (!token || !snap?.exists) {
    publicPage(response, 400, words.releaseTitle, words.releaseLinkInvalid);
    return;
  }
  const release = releaseSchema.parse(snap.data());
  if (request.method === 'GET') {
    await show(response, release, token.expired);
    return;
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  let outcome: LinkOutcome;
  if (body.action === 'revoke') {
    outcome = (await revokeRelease(token.releaseId)) ?? release;
  } else if (body.action === 'sign' && release.status === 'pending' && !token.expired) {
    const posted = postedOf(body);
    const signature = checkSignature(posted, release);
    if (!signature.success) {
      // In the signer's words: the field as a word, never the form's field name.
      const problem = signature.error.issues
        .map((issue) => inPeoplesWords(`${String(issue.path[0] ?? 'input')}: ${issue.message}`))
        .join('; ');
      await show(response, release, false, problem, posted);
      return;
    }
    const attempt = await signReleaseByLink(token.releaseId, release, signature.data, new Date());
    if (!attempt.signed && attempt.release.status === 'signed') {
      alreadySigned(response);
      return;
    }
    outcome = attempt.release;
  } else if (body.action === 'sign' && release.status === 'signed') {
    alreadySigned(response);
    return;
  } else outcome = release;
  await show(response, outcome, token.expired);
});
