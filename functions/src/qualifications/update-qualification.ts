/**
 * updateQualification (admin): replaces a qualification's definition and status (archived: no
 * new attempts; grants already made stand). Its kind cannot change: grants were earned under it.
 * Audited as update_qualification with what changed.
 */
import { isDeepStrictEqual } from 'node:util';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { ADMIN, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { qualificationKeys, qualifications } from '../repos/qualifications';
import { checkQualificationIds, now, splitDefinition } from './definition';

export const updateQualification = callable(
  callables.updateQualification,
  async (input, request) => {
    const uid = requireUid(request);
    const { qualificationId, status, ...definition } = input;
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, ADMIN);
      const current = await qualifications.get(tx, qualificationId);
      if (!current) throw fail.notFound(qualificationMessages.qualificationNotFound);
      if (current.kind !== definition.kind) {
        throw fail.invalid('kind: a qualification keeps the kind it was created with');
      }
      await checkQualificationIds(tx, definition.prerequisites, 'prerequisites', qualificationId);
      const key = await qualificationKeys.get(tx, qualificationId);
      const { fields, answers } = splitDefinition(definition);
      const changedFields = Object.keys(fields).filter(
        (field) =>
          !isDeepStrictEqual(
            fields[field as keyof typeof fields],
            current[field as keyof typeof current],
          ),
      );
      const keyChanged = definition.kind === 'quiz' && !isDeepStrictEqual(key?.answers, answers);
      const statusChanged = current.status !== status;
      if (changedFields.length === 0 && !keyChanged && !statusChanged) {
        return { qualificationId, changed: false };
      }
      qualifications.update(tx, qualificationId, { ...fields, status, updated_at: now() });
      if (keyChanged) {
        qualificationKeys.set(tx, qualificationId, { qualification_id: qualificationId, answers });
      }
      writeAudit(tx, caller, 'update_qualification', collections.qualifications, qualificationId, {
        changed: [
          ...changedFields,
          ...(keyChanged ? ['answers'] : []),
          ...(statusChanged ? ['status'] : []),
        ],
        ...(statusChanged ? { status: { before: current.status, after: status } } : {}),
      });
      return { qualificationId, changed: true };
    });
  },
);
