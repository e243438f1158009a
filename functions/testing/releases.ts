/** Releases in the functions suites: a with_release task, its e-mails' links and the signer's page. */
import { admin, newCreator, type Member } from './clients';
import { callables } from '@groundtruth/domain/callable-registry';
import { newTask } from './flows';

export const releaseDoc = async (id: string) =>
  (await admin.db().doc(`releases/${id}`).get()).data();
export const mailDoc = async (id: string) => (await admin.db().doc(`mail/${id}`).get()).data();

/** A published with_release task (made by `staff`, an admin) that a new creator has accepted. */
export async function acceptedReleaseTask(staff: Member, prefix: string) {
  const taskId = await newTask(staff, { title: 'People at the market' });
  await staff.call(callables.setTaskPeople, { taskId, people: 'with_release' });
  const creator = await newCreator(prefix, 'Casey Creator');
  await creator.call(callables.acceptTask, { taskId });
  return { taskId, creator };
}

/** A person signing on the creator's phone. */
export const inPerson = {
  signerName: 'Pat Passerby',
  signerEmail: 'pat@example.com',
  minorName: null,
  signature: 'Pat Passerby',
};

/** The link the release's e-mail `mailId` carries. */
export async function linkOf(mailId: string): Promise<string> {
  const text = String((await mailDoc(mailId))?.message.text);
  const link = /(http\S+releaseLink\?token=\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no release link in ${mailId}: ${text}`);
  return link;
}

/** Posts the signer page's form, as their browser does. */
export function post(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}
