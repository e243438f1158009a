/**
 * deliverMail (docs/architecture.md, Jobs): sends the outbox. Each due message is
 *  1. claimed in a transaction that re-reads it: PENDING or RETRY and due, or PROCESSING with a
 *     lease that ran out (its sender crashed). The claim sets PROCESSING, counts the attempt and
 *     takes a lease (a random id and an expiry); two runs at once cannot both claim it;
 *  2. sent with nodemailer over SMTP, outside any transaction, with a Message-ID derived from the
 *     document, so a receiver can tell a resend after a crash from a new message;
 *  3. settled in a transaction, only while the lease is still this run's: SUCCESS, or RETRY
 *     after a back-off (1, 2, 4 … minutes, at most 6 hours), or ERROR after MAIL_MAX_ATTEMPTS.
 * A crash between 1 and 3 leaves the message PROCESSING until its lease runs out, then a later
 * run sends it: nothing is lost, and nothing is sent twice unless the crash came after the SMTP
 * server accepted it and before step 3 (the one window no outbox can close without the
 * receiver's help, narrowed by the stable Message-ID).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { Transporter } from 'nodemailer';
import { collections } from '@groundtruth/domain/entities';
import {
  MAIL_LEASE_MINUTES,
  MAIL_MAX_ATTEMPTS,
  mailRetryDelayMinutes,
  mailSchema,
  type Mail,
} from '@groundtruth/domain/mail';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { db } from '../core/app';
import { transaction } from '../core/callable';
import type { Job } from '../jobs/job';
import { forEachDue } from '../jobs/pages';
import { mailFrom, smtpUrl } from './config';

const name = 'deliverMail';
const MINUTE_MS = 60_000;

/** A message this run holds: its document, the attempt and the lease that proves the claim. */
export interface MailClaim {
  id: string;
  leaseId: string;
  attempts: number;
  mail: Mail;
}

const mailRef = (id: string) => db().collection(collections.mail).doc(id);
const at = (ms: number) => Timestamp.fromMillis(ms);

/** Whether `mail` may be claimed at `now`: waiting and due, or held past its lease. */
function claimable(mail: Mail, now: number): boolean {
  const { state, due_at, leaseExpireTime } = mail.delivery;
  if (state === 'PENDING' || state === 'RETRY') return !!due_at && due_at.toMillis() <= now;
  if (state === 'PROCESSING') return !!leaseExpireTime && leaseExpireTime.toMillis() <= now;
  return false;
}

/** Claims message `id` at `now` for one attempt, or resolves null when it is not claimable. */
export function claimMail(id: string, now: Date): Promise<MailClaim | null> {
  return transaction(async (tx) => {
    const snap = await tx.get(mailRef(id));
    if (!snap.exists) return null;
    const parsed = mailSchema.safeParse(snap.data());
    if (!parsed.success) {
      // Not ours to guess at (written by hand, or half of another tool's shape): given up once,
      // with the reason, instead of being read again by every run.
      tx.update(mailRef(id), {
        'delivery.state': 'ERROR',
        'delivery.error': `Malformed mail document: ${parsed.error.issues[0]?.path.join('.')}`,
        'delivery.due_at': null,
      });
      return null;
    }
    const mail = parsed.data;
    if (!claimable(mail, now.getTime())) return null;
    const leaseId = randomUUID();
    const attempts = mail.delivery.attempts + 1;
    const leaseExpireTime = at(now.getTime() + MAIL_LEASE_MINUTES * MINUTE_MS);
    tx.update(mailRef(id), {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempts,
      'delivery.leaseExpireTime': leaseExpireTime,
      'delivery.due_at': leaseExpireTime,
      'delivery.lease_id': leaseId,
      'delivery.startTime': mail.delivery.startTime ?? at(now.getTime()),
    });
    return { id, leaseId, attempts, mail };
  });
}

/** Records the outcome of `claim` at `now` if the lease is still its own; returns whether it was. */
export function settleMail(
  claim: MailClaim,
  outcome: { messageId: string } | { error: string },
  now: Date,
): Promise<boolean> {
  return transaction(async (tx) => {
    const snap = await tx.get(mailRef(claim.id));
    if (!snap.exists || snap.get('delivery.lease_id') !== claim.leaseId) return false;
    const base = { 'delivery.leaseExpireTime': null, 'delivery.lease_id': null };
    if ('messageId' in outcome) {
      tx.update(mailRef(claim.id), {
        ...base,
        'delivery.state': 'SUCCESS',
        'delivery.error': null,
        'delivery.info': { messageId: outcome.messageId },
        'delivery.endTime': at(now.getTime()),
        'delivery.due_at': null,
      });
    } else if (claim.attempts >= MAIL_MAX_ATTEMPTS) {
      tx.update(mailRef(claim.id), {
        ...base,
        'delivery.state': 'ERROR',
        'delivery.error': outcome.error,
        'delivery.endTime': at(now.getTime()),
        'delivery.due_at': null,
      });
    } else {
      const retryAt = now.getTime() + mailRetryDelayMinutes(claim.attempts) * MINUTE_MS;
      tx.update(mailRef(claim.id), {
        ...base,
        'delivery.state': 'RETRY',
        'delivery.error': outcome.error,
        'delivery.due_at': at(retryAt),
      });
    }
    return true;
  });
}

/** The Message-ID of a mail document: the same for every attempt. */
export function messageIdOf(id: string): string {
  return `<${id}@mail.groundtruth>`;
}

/** Sends `claim` through `transport`; resolves with the outcome to record. */
async function send(
  transport: Transporter,
  claim: MailClaim,
): Promise<{ messageId: string } | { error: string }> {
  try {
    const info = await transport.sendMail({
      from: mailFrom(),
      to: claim.mail.to,
      subject: claim.mail.message.subject,
      text: claim.mail.message.text,
      html: claim.mail.message.html,
      headers: claim.mail.message.headers,
      messageId: messageIdOf(claim.id),
    });
    return { messageId: String(info.messageId ?? messageIdOf(claim.id)) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/** Claims, sends and settles one due message; true when it was sent. */
async function deliverOne(transport: Transporter, doc: QueryDocumentSnapshot, now: Date) {
  const claim = await claimMail(doc.id, now);
  if (!claim) return false;
  const outcome = await send(transport, claim);
  await settleMail(claim, outcome, now);
  if ('error' in outcome) logger.warn(`${name}: ${doc.id} not sent: ${outcome.error}`);
  return 'messageId' in outcome;
}

export const deliverMail: Job = {
  name,
  // Cloud Scheduler's shortest period; locally every few seconds (job.ts).
  everyMinutes: 1,
  localEverySeconds: 5,
  async run(now) {
    let url: string;
    try {
      url = smtpUrl();
    } catch (err) {
      // Unsent mail waits in the outbox until a server is configured: nothing is lost.
      logger.warn(`${name}: ${(err as Error).message}; mail stays in the outbox`);
      return { changed: 0, skipped: 0 };
    }
    // Loaded here, not by every instance at start: only this job sends mail.
    const { createTransport } = await import('nodemailer');
    // Timeouts well inside the lease, so a hung server cannot outlive a claim.
    const transport = createTransport({
      url,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
    try {
      return await forEachDue(name, serverQueries.dueMail(now), (doc) =>
        deliverOne(transport, doc, now),
      );
    } finally {
      transport.close();
    }
  },
};
