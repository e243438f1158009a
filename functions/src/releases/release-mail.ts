/**
 * The e-mails of a release, sent to the person in frame (who has no account): the request to
 * sign through a link, and after signing in person a copy of the same link, through which they
 * read or withdraw their release. Written to the outbox in the transaction that made the release.
 * A request names who asked by the creator's chosen name, quoted (mail/quoted-name.ts), and
 * carries a "This was not me" link (releaseNotMe) that stops further requests to the address.
 * In the language of the person in frame when an account of theirs names one (mailLocaleOfAddress),
 * else English; the names and the task's title as written.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/entities';
import type { Mail } from '@groundtruth/domain/mail';
import type { Locale } from '@groundtruth/domain/i18n/locales';
import { mailWordsIn } from '@groundtruth/domain/i18n/mail';
import { auth, db } from '../core/app';
import { escapeHtml, pendingDelivery } from '../mail/compose';
import { mailLocaleOf } from '../mail/notify';
import { httpFunctionUrl } from '../mail/config';
import { quotableName } from '../mail/quoted-name';
import { notMeToken } from './not-me-token';
import { releaseToken } from './release-token';

/** The address of the signer's page for `releaseId`, its token valid until `expiresAtMs`. */
export function releaseLink(releaseId: string, expiresAtMs: number): string {
  const base = httpFunctionUrl('releaseLink', process.env.GROUNDTRUTH_RELEASE_URL);
  return `${base}?token=${encodeURIComponent(releaseToken(releaseId, expiresAtMs))}`;
}

/** The address of the "This was not me" page of the release request `releaseId`. */
export function notMeLink(releaseId: string): string {
  const base = httpFunctionUrl('releaseNotMe', process.env.GROUNDTRUTH_RELEASE_NOT_ME_URL);
  return `${base}?token=${encodeURIComponent(notMeToken(releaseId))}`;
}

/** What a request's recipient can say instead: the sentence and its link. */
interface NotMe {
  text: string;
  action: string;
  link: string;
}

function compose(
  locale: Locale,
  subject: string,
  body: string,
  action: string,
  link: string,
  notMe?: NotMe,
): Mail['message'] {
  const text = [
    body,
    '',
    `${action}: ${link}`,
    ...(notMe ? ['', '--', notMe.text, `${notMe.action}: ${notMe.link}`] : []),
  ].join('\n');
  const html = [
    `<!doctype html>${locale === 'en' ? '<html>' : `<html lang="${locale}">`}<body style="font-family:sans-serif;line-height:1.5">`,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    notMe
      ? `<hr><p style="font-size:12px;color:#555">${escapeHtml(notMe.text)} <a href="${escapeHtml(notMe.link)}">${escapeHtml(notMe.action)}</a></p>`
      : '',
    '</body></html>',
  ].join('');
  // A mail client's own unsubscribe button says "this was not me" too (RFC 8058 one-click).
  const headers = notMe
    ? {
        'List-Unsubscribe': `<${notMe.link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : undefined;
  return { subject, text, html, ...(headers ? { headers } : {}) };
}

export interface ReleaseMail {
  kind: 'release_request' | 'release_copy';
  releaseId: string;
  to: string;
  creatorId: string;
  creatorName: string;
  taskTitle: string;
  linkExpiresAtMs: number;
  /** The recipient's language (mailLocaleOfAddress); English if unknown. */
  locale?: Locale;
}

/**
 * The language of e-mails to `email`: the one its Groundtruth creator account names (their
 * Language setting), else English. Read before the transaction that writes the e-mail.
 */
export async function mailLocaleOfAddress(email: string): Promise<Locale> {
  try {
    const { uid } = await auth().getUserByEmail(email);
    // Staff's e-mails stay English, whatever language their profile names.
    const user = await db().collection(collections.users).doc(uid).get();
    return user.get('role') === 'creator' ? await mailLocaleOf(uid) : 'en';
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return 'en';
    throw err;
  }
}

/** Adds the e-mail to `tx`; its id is the release's, so a retried transaction writes one. */
export function writeReleaseMail(tx: Transaction, mail: ReleaseMail): void {
  const link = releaseLink(mail.releaseId, mail.linkExpiresAtMs);
  const locale = mail.locale ?? 'en';
  const words = mailWordsIn(locale);
  const message =
    mail.kind === 'release_request'
      ? compose(
          locale,
          words.releaseRequestSubject,
          // The creator chose their name: it is quoted as a name, never as words or a link of ours.
          words.releaseRequestBody(quotableName(mail.creatorName), mail.taskTitle),
          words.releaseRequestAction,
          link,
          {
            text: words.releaseRequestNotMe,
            action: words.releaseRequestNotMeAction,
            link: notMeLink(mail.releaseId),
          },
        )
      : compose(
          locale,
          words.releaseCopySubject,
          words.releaseCopyBody(mail.taskTitle),
          words.releaseCopyAction,
          link,
        );
  tx.set(db().collection(collections.mail).doc(`${mail.kind}_${mail.releaseId}`), {
    to: mail.to,
    message,
    user_id: mail.creatorId,
    kind: mail.kind,
    created_at: FieldValue.serverTimestamp(),
    delivery: pendingDelivery(),
  });
}
