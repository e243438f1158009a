// The demo's release for a person in frame: on a task where people may appear with a release,
// the creator's submission carries one release, signed on the creator's phone through the
// product's callable (its PDF rendered and hashed by the functions). Found again by creator and
// task on a resumed seed, so exactly one is made.

/** The person in the demo's with-release clip (a made-up, non-routable address). */
const demoSigner = {
  signerName: 'Rosa Delgado',
  signerEmail: 'rosa.delgado@example.com',
  minorName: null,
  signature: 'Rosa Delgado',
};

/**
 * The id of a signed release of `uid` for `taskId`, made through signReleaseInPerson unless one
 * exists; the creator must be signed in and have accepted the task.
 */
export async function ensureSignedRelease({ db, call, callables, uid, taskId }) {
  const theirs = await db.collection('releases').where('creator_id', '==', uid).get();
  const found = theirs.docs.find(
    (doc) => doc.get('task_id') === taskId && doc.get('status') === 'signed',
  );
  if (found) return found.id;
  const { releaseId } = await call(callables.signReleaseInPerson, { taskId, release: demoSigner });
  return releaseId;
}
