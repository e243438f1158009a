/**
 * Uploads are what they claim: storage.rules take only accepted types under a task the
 * creator holds an active acceptance for, and submitWork reads each file's first bytes and
 * refuses, with a message naming the file, one whose bytes disagree with its type and name. A
 * submitted file is stored as an attachment with no download token.
 */
import { ref, uploadBytes } from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import '../testing/jobs';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { htmlPage, isoMedia, pdf, png, svg } from '../testing/files';
import { attestation, newTask, placeFile, upload } from '../testing/flows';
import { HOST, PORTS, BUCKET } from '../testing/stack';
import { firstBytes, SNIFF_BYTES } from '../src/submissions/inspect-file';

// The functions' own Storage client (firstBytes), run in this process against the test stack.
process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;

let support: Member;
let creator: Member;

beforeAll(async () => {
  [support, creator] = await Promise.all([newStaff('support'), newCreator('uploader')]);
});

/** A task the creator has accepted. */
async function acceptedTask() {
  const taskId = await newTask(support);
  await creator.call(callables.acceptTask, { taskId });
  return taskId;
}

/** The creator's upload of `bytes` as `contentType` under `fileName` in the task's folder. */
async function put(taskId: string, fileName: string, bytes: Uint8Array, contentType: string) {
  const path = `submissions/${creator.uid}/${taskId}/${fileName}`;
  await uploadBytes(ref(creator.storage, path), bytes, { contentType });
  return path;
}

const submit = (taskId: string, paths: string[], names: string[]) =>
  creator.callError(callables.submitWork, {
    taskId,
    filePaths: paths,
    fileNames: names,
    attestation,
  });

describe('storage.rules on uploads', () => {
  it('should refuse an upload under a task without an acceptance', async () => {
    const taskId = await newTask(support);
    await expect(put(taskId, 'clip.mp4', isoMedia('x'), 'video/mp4')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it('should refuse an SVG, and an HTML page declared as a page', async () => {
    const taskId = await acceptedTask();
    await expect(put(taskId, 'logo.svg', svg, 'image/svg+xml')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(put(taskId, 'page.html', htmlPage, 'text/html')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});

describe(`${callables.submitWork.name}: a file is what its bytes say`, () => {
  it('should refuse an HTML page uploaded as clip.mp4 (video/mp4)', async () => {
    const taskId = await acceptedTask();
    const path = await put(taskId, 'clip.mp4', htmlPage, 'video/mp4');
    expect(await submit(taskId, [path], ['clip.mp4'])).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.fileContentMismatch('clip.mp4', 'video/mp4'),
    });
  });

  it('should refuse a PNG uploaded as report.pdf', async () => {
    const taskId = await acceptedTask();
    const path = await put(taskId, 'report.pdf', png(), 'application/pdf');
    expect(await submit(taskId, [path], ['report.pdf'])).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.fileContentMismatch('report.pdf', 'application/pdf', 'image/png'),
    });
  });

  it('should refuse an SVG, declared as itself (past the rules) or dressed as a PNG', async () => {
    const taskId = await acceptedTask();
    const placed = await placeFile(creator.uid, taskId, svg, 'image/svg+xml', 'logo.svg');
    expect(await submit(taskId, [placed], ['logo.svg'])).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.fileTypeNotAllowed('logo.svg'),
    });
    const dressed = await put(taskId, 'photo.png', svg, 'image/png');
    expect(await submit(taskId, [dressed], ['photo.png'])).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.fileContentMismatch('photo.png', 'image/png'),
    });
  });

  it('should refuse a name whose extension is not of the declared type', async () => {
    const taskId = await acceptedTask();
    const path = await put(taskId, 'clip.mp4', isoMedia('x'), 'video/mp4');
    expect(await submit(taskId, [path], ['clip.png'])).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.fileExtensionMismatch('clip.png', 'video/mp4'),
    });
  });

  it('should take text formats that are UTF-8 text, and refuse pages and binaries as text', async () => {
    const taskId = await acceptedTask();
    const bad = [
      ['page.txt', htmlPage, 'text/plain', serverMessages.fileNotText('page.txt')],
      [
        'latin1.txt',
        new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]),
        'text/plain',
        serverMessages.fileNotText('latin1.txt'),
      ],
      [
        'binary.csv',
        new Uint8Array([1, 0, 2, 0]),
        'text/csv',
        serverMessages.fileNotText('binary.csv'),
      ],
      [
        'image.md',
        png(),
        'text/markdown',
        serverMessages.fileContentMismatch('image.md', 'text/markdown', 'image/png'),
      ],
    ] as const;
    for (const [name, bytes, type, message] of bad) {
      const path = await put(taskId, name, bytes, type);
      expect(await submit(taskId, [path], [name])).toMatchObject({
        code: 'failed-precondition',
        message,
      });
    }
    const encode = (text: string) => new TextEncoder().encode(text);
    const good = [
      ['notes.txt', encode('Café notes, naïve résumé — 漢字 ✓\n'), 'text/plain'],
      ['lesson.md', encode('# Fractions\n\nHalf of a half is a quarter.\n'), 'text/markdown'],
      ['counts.csv', encode('bird,count\nrobin,3\n'), 'text/csv'],
      ['facts.json', encode('{"birds": 3}\n'), 'application/json'],
      ['report.pdf', pdf(), 'application/pdf'],
      ['frame.png', png(), 'image/png'],
    ] as const;
    const paths = [];
    for (const [name, bytes, type] of good) paths.push(await put(taskId, name, bytes, type));
    const { submissionId } = await creator.call(callables.submitWork, {
      taskId,
      filePaths: paths,
      fileNames: good.map(([name]) => name),
      attestation,
    });
    const files = (await admin.db().doc(`submissions/${submissionId}`).get()).get('files') as {
      name: string;
      type: string;
    }[];
    expect(files.map((f) => [f.name, f.type])).toEqual(good.map(([name, , type]) => [name, type]));
  });

  it('should store a good file as an attachment with no download token', async () => {
    const taskId = await acceptedTask();
    const path = await upload(creator, taskId, 'a good take');
    const [before] = await admin.bucket().file(path).getMetadata();
    const token = String(before.metadata?.firebaseStorageDownloadTokens ?? '');
    expect(token).not.toBe('');
    const tokenUrl = `http://${HOST}:${PORTS.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
    expect((await fetch(tokenUrl)).status).toBe(200);

    await creator.call(callables.submitWork, {
      taskId,
      filePaths: [path],
      fileNames: ['good take.mp4'],
      attestation,
    });
    const [after] = await admin.bucket().file(path).getMetadata();
    expect(after.contentDisposition).toBe("attachment; filename*=utf-8''good%20take.mp4");
    expect(after.metadata?.firebaseStorageDownloadTokens).toBeUndefined();
    // Custody is untouched: same bytes, same generation.
    expect([after.md5Hash, after.generation]).toEqual([before.md5Hash, before.generation]);
    // The old token URL no longer opens it; the owner's authenticated read gets an attachment.
    expect((await fetch(tokenUrl)).status).not.toBe(200);
    const owned = await fetch(
      `http://${HOST}:${PORTS.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`,
      { headers: { authorization: `Firebase ${await creator.auth.currentUser!.getIdToken()}` } },
    );
    expect(owned.status).toBe(200);
    expect(owned.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('should read only the first bytes of an object (a ranged read)', async () => {
    const taskId = await acceptedTask();
    const big = new Uint8Array(200_000).fill(7);
    big.set(isoMedia('head'));
    const path = await upload(creator, taskId, big);
    const head = await firstBytes(path, SNIFF_BYTES);
    expect(head.length).toBe(SNIFF_BYTES);
    expect(Buffer.from(head.subarray(4, 8)).toString('latin1')).toBe('ftyp');
  });
});
