/**
 * createQualification (admin): a new qualification type. A quiz's answer key goes to
 * qualification_keys, which the rules keep from creators; the questions creators read carry no
 * answers. Audited as create_qualification.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { writeAudit } from '../core/audit';
import { db } from '../core/app';
import { callable, transaction } from '../core/callable';
import { ADMIN, readCaller, requireUid } from '../core/caller';
import { qualificationKeys, qualifications } from '../repos/qualifications';
import { checkQualificationIds, now, splitDefinition } from './definition';

export const createQualification = callable(
  callables.createQualification,
  async (input, request) => {
    const uid = requireUid(request);
    const qualificationId = db().collection(collections.qualifications).doc().id;
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, ADMIN);
      await checkQualificationIds(tx, input.prerequisites, 'prerequisites');
      const { fields, answers } = splitDefinition(input);
      qualifications.create(tx, qualificationId, {
        ...fields,
        status: 'active',
        created_by: uid,
        created_at: now(),
        updated_at: now(),
      });
      if (input.kind === 'quiz') {
        qualificationKeys.create(tx, qualificationId, {
          qualification_id: qualificationId,
          answers,
        });
      }
      writeAudit(tx, caller, 'create_qualification', collections.qualifications, qualificationId, {
        name: input.name,
        kind: input.kind,
      });
      return { qualificationId };
    });
  },
);
