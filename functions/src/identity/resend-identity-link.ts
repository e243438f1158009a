/**
 * resendIdentityLink (support, admin): a creator who lost their way through the identity check
 * asks support for a new link. A new session replaces the current one, and its link reaches the
 * creator by bell and by e-mail (whatever their e-mail preference: they asked for it). A
 * verified creator gets nothing (`sent: false`).
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/entities';
import { identityMessages } from '@groundtruth/domain/identity-messages';
import { paths } from '@groundtruth/domain/paths';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callableWith, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { notify, readRecipient } from '../mail/notify';
import { identityChecks } from '../repos/identity-checks';
import { users } from '../repos/users';
import { identitySecrets } from './config';
import { openSession, recordSession } from './sessions';

export const resendIdentityLink = callableWith(
  { secrets: identitySecrets },
  callables.resendIdentityLink,
  async ({ userId }, request) => {
    const uid = requireUid(request);
    const target = await transaction(async (tx) => {
      await readCaller(tx, uid, STAFF);
      const user = await users.get(tx, userId);
      if (!user) throw fail.notFound(serverMessages.userNotFound);
      if (user.status === 'deleted') throw fail.precondition(serverMessages.accountDeleted);
      if (user.role !== 'creator') throw fail.precondition(identityMessages.identityUserNotCreator);
      const verified = (await identityChecks.get(tx, userId))?.status === 'verified';
      return { name: user.name, verified };
    });
    if (target.verified) return { userId, sent: false };
    const session = await openSession(userId, target.name);
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, STAFF);
      const current = await identityChecks.get(tx, userId);
      if (current?.status === 'verified') return { userId, sent: false };
      const recipient = await readRecipient(tx, userId);
      recordSession(tx, userId, session, current);
      notify(
        tx,
        {
          userId,
          kind: 'identity_link',
          entityId: session.id,
          title: identityMessages.identityLinkTitle,
          body: identityMessages.identityLinkBody(session.url),
          inLanguage: (words) => ({
            title: words.identityLinkTitle,
            body: words.identityLinkBody(session.url),
          }),
          link: paths.payments,
        },
        { ...recipient, wantsEmail: true },
      );
      writeAudit(tx, caller, 'resend_identity_link', collections.identityChecks, userId, {
        session_id: session.id,
      });
      return { userId, sent: true };
    });
  },
);
