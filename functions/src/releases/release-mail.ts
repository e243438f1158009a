/**
 * The e-mails of a release, sent to the person in frame (who has no account): the request to
 * sign through a link, and after signing in person a copy of the same link, through which they
 * read or withdraw their release. Written to the outbox in the transaction that made the release.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/entities';
import type { Mail } from '@groundtruth/domain/mail';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { db } from '../core/app';
import { escapeHtml, pendingDelivery } from '../mail/compose';
import { httpFunctionUrl } from '../mail/config';
import { releaseToken } from './release-token';

/** The address of the signer's page for `releaseId`, its token valid until `expiresAtMs`. */
export function releaseLink(releaseId: string, expiresAtMs: number): string {
  const base = httpFunctionUrl('releaseLink', process.env.GROUNDTRUTH_RELEASE_URL);
  return `${base}?token=${encodeURIComponent(releaseToken(releaseId, expiresAtMs))}`;
}

function compose(subject: string, body: string, action: string, link: string): Mail['message'] {
  const text = [body, '', `${action}: ${link}`].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

export interface ReleaseMail {
  kind: 'release_request' | 'release_copy';
  releaseId: string;
  to: string;
  creatorId: string;
  creatorName: string;
  taskTitle: string;
  linkExpiresAtMs: number;
}

/** Adds the e-mail to `tx`; its id is the release's, so a retried transaction writes one. */
export function writeReleaseMail(tx: Transaction, mail: ReleaseMail): void {
  const link = releaseLink(mail.releaseId, mail.linkExpiresAtMs);
  const message =
    mail.kind === 'release_request'
      ? compose(
          releaseMessages.releaseRequestSubject,
          releaseMessages.releaseRequestBody(mail.creatorName, mail.taskTitle),
          releaseMessages.releaseRequestAction,
          link,
        )
      : compose(
          releaseMessages.releaseCopySubject,
          releaseMessages.releaseCopyBody(mail.taskTitle),
          releaseMessages.releaseCopyAction,
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
