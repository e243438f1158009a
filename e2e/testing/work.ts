// Work submitted through the product's own callables, for journeys that start from a submission
// (a review, an appeal): the file goes to Storage as the web SDK sends it, then submitWork.
import { expect } from '@playwright/test';
import { adminToken, callAs, freshCreator, loadCallables, TERMS_VERSION } from './callables';
import { STACK } from './stack';

/** The terms version a submission attests to. */
export { TERMS_VERSION };

/**
 * Uploads a file (text unless told) as the user of `idToken` (or, with 'owner', as firebase-admin would, past
 * storage.rules), through the Storage REST API the web SDK uses; the response status.
 */
export async function tryUploadAs(
  idToken: string | 'owner',
  path: string,
  content: string | Buffer,
  contentType = 'text/plain',
) {
  const response = await fetch(
    `http://127.0.0.1:${STACK.ports.storage}/v0/b/${STACK.projectId}.appspot.com/o?name=${encodeURIComponent(path)}`,
    {
      method: 'POST',
      headers: {
        Authorization: idToken === 'owner' ? 'Bearer owner' : `Firebase ${idToken}`,
        'Content-Type': contentType,
      },
      body: typeof content === 'string' ? content : new Blob([new Uint8Array(content)]),
    },
  );
  return response.status;
}

/** Uploads a file as the user of `idToken`; fails the journey unless Storage takes it. */
export async function uploadAs(
  idToken: string | 'owner',
  path: string,
  content: string | Buffer,
  contentType = 'text/plain',
) {
  expect(await tryUploadAs(idToken, path, content, contentType)).toBe(200);
}

/**
 * Uploads one text file and submits it for the creator's acceptance; the submission's id.
 * `pastRules` puts the file there as firebase-admin would, for a submitWork the rules would
 * not have let the creator upload for (an acceptance that ran out).
 */
export async function submitWorkAs(
  creator: { uid: string; idToken: string },
  taskId: string,
  acceptanceId: string,
  text: string,
  { pastRules = false } = {},
) {
  const callables = await loadCallables();
  const path = `submissions/${creator.uid}/${taskId}/${Date.now()}.txt`;
  await uploadAs(pastRules ? 'owner' : creator.idToken, path, text);
  return callAs(creator.idToken, callables.submitWork, {
    taskId,
    acceptanceId,
    filePaths: [path],
    fileNames: ['work.txt'],
    attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion: TERMS_VERSION },
  });
}

/**
 * A new published task (created by the demo admin) that a brand-new creator has accepted: the
 * start of every journey about one creator's work. `label` names the creator's e-mail.
 */
export async function acceptedTaskForNewCreator(
  label: string,
  task: {
    title: string;
    description: string;
    category: 'video' | 'writing' | 'audio';
    payoutAmountCents: number;
  },
) {
  const callables = await loadCallables();
  const { taskId } = await callAs(await adminToken(), callables.createTask, {
    ...task,
    status: 'published',
  });
  const creator = await freshCreator(label);
  const { acceptanceId } = await callAs(creator.idToken, callables.acceptTask, { taskId });
  return { taskId, acceptanceId, creator };
}
