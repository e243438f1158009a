/**
 * A dataset order's samples (refreshOrderSamples): approved files of the order's tasks, copied by
 * the export's own copier with their recorded position removed and recorded without anything
 * that names the creator; read through the web SDKs under the rules by the customers of the
 * order's organisation and staff, by no one else (not the creator who made the file); never
 * more than ORDER_SAMPLE_SIZE, and a run done again adds nothing. A sample of work the export
 * would now leave out (a person in frame withdrew their release) is withdrawn, and replaced.
 */
import { randomUUID } from 'node:crypto';
import exifr from 'exifr';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { getBytes, getMetadata, ref } from 'firebase/storage';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { ORDER_SAMPLE_SIZE, orderSampleSchema } from '@groundtruth/domain/order-samples';
import { orderQueries } from '@groundtruth/domain/order-queries';
import { noCaptureFacts, noContentCredentials } from '@groundtruth/domain/provenance';
import { liteQuery } from '@groundtruth/platform/firestore-queries';
import { provenanceSample } from '@groundtruth/dev-stack/provenance-samples';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { attestation, upload } from '../testing/flows';
import { runAt, runTwiceAtOnce } from '../testing/jobs';
import { fundedOrder, newCustomer, newOrganization, readOrder } from '../testing/orders';
import { inPerson, linkOf, post } from '../testing/releases';
import { refreshOrderSamples } from '../src/orders/samples/refresh-order-samples';
import { orderSampleId } from '../src/orders/samples/sample-order';
import { withdrawSubmissionSamples } from '../src/orders/samples/withdraw-samples';
import { copyWithoutLocation } from '../src/datasets/deliver-files';

// The export's real copier, which a test may pause after one file to withdraw a release then.
vi.mock('../src/datasets/deliver-files', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/datasets/deliver-files')>();
  return { ...real, copyWithoutLocation: vi.fn(real.copyWithoutLocation) };
});
const realCopy = vi.mocked(copyWithoutLocation).getMockImplementation()!;
afterEach(() => {
  vi.mocked(copyWithoutLocation).mockImplementation(realCopy);
});

let customer: Member;
let otherCustomer: Member;
let adminUser: Member;
let support: Member;

beforeAll(async () => {
  const [org, otherOrg] = await Promise.all([
    newOrganization('Samples Inc'),
    newOrganization('Elsewhere Labs'),
  ]);
  [customer, otherCustomer, adminUser, support] = await Promise.all([
    newCustomer(org),
    newCustomer(otherOrg),
    newStaff('admin'),
    newStaff('support'),
  ]);
}, 60_000);

/** A funded order of `customer`'s organisation, its one task published; its and the task's ids. */
async function publishedOrderTask(title: string, people: 'none' | 'with_release' = 'none') {
  const { orderId } = await fundedOrder(customer, {
    title,
    category: 'image',
    quantity: 10,
    people,
  });
  const {
    taskIds: [taskId],
  } = await adminUser.call(callables.convertOrderToTasks, { orderId, estimatedMinutes: 10 });
  await adminUser.call(callables.setTaskStatus, { taskId: taskId!, status: 'published' });
  return { orderId, taskId: taskId! };
}

interface Upload {
  content: string | Uint8Array;
  type: string;
  /** The name on the creator's device (which may carry a person's name). */
  name: string;
}

/**
 * `creator` accepts the task, uploads `files`, submits them (with what `beforeSubmit` adds) and
 * support approves them.
 */
async function approvedWork(
  creator: Member,
  taskId: string,
  files: Upload[],
  beforeSubmit: () => Promise<object> = async () => ({}),
) {
  await creator.call(callables.acceptTask, { taskId });
  const extra = await beforeSubmit();
  const paths: string[] = [];
  for (const file of files) paths.push(await upload(creator, taskId, file.content, file.type));
  const { submissionId } = await creator.call(callables.submitWork, {
    taskId,
    notes: 'From my kitchen',
    filePaths: paths,
    fileNames: files.map((file) => file.name),
    attestation,
    ...extra,
  });
  await support.call(callables.reviewSubmission, { submissionId, decision: 'approved' });
  return submissionId;
}

/** The order's sample documents, by id, as firebase-admin reads them. */
async function samplesOf(orderId: string) {
  const snap = await admin.db().collection(`dataset_orders/${orderId}/samples`).get();
  return new Map(snap.docs.map((doc) => [doc.id, doc.data()]));
}

describe('the samples of an order with an approved photo that says where it was taken', () => {
  const located = new Uint8Array(provenanceSample('located'));
  let orderId: string;
  let submissionId: string;
  let creator: Member;
  let sampleId: string;
  let sample: Record<string, unknown>;

  beforeAll(async () => {
    let taskId: string;
    ({ orderId, taskId } = await publishedOrderTask('Kitchen counters, from above'));
    creator = await newCreator('sampled', 'Jane Marple');
    submissionId = await approvedWork(creator, taskId, [
      { content: located, type: 'image/jpeg', name: 'Jane Marple at home.jpg' },
    ]);
    const { files } = (await admin.db().doc(`submissions/${submissionId}`).get()).data()!;
    // The upload's inspection found the position: the sample must not carry it.
    expect(files[0].provenance.capture.has_location).toBe(true);
    expect((await exifr.parse(Buffer.from(located), { gps: true })).latitude).toBeCloseTo(48.86, 1);
    await runAt(refreshOrderSamples, Date.now());
    const samples = await samplesOf(orderId);
    expect(samples.size).toBe(1);
    [[sampleId, sample]] = [...samples] as [[string, Record<string, unknown>]];
  }, 120_000);

  it('should record the sample under a one-way id, with nothing that names the creator', async () => {
    expect(sampleId).toBe(orderSampleId(orderId, submissionId, 0));
    expect(sampleId).toMatch(/^[0-9a-f]{20}$/);
    expect(orderSampleSchema.parse(sample)).toBeTruthy();
    expect(Object.keys(sample).sort()).toEqual(
      [
        'approved_at',
        'content_type',
        'created_at',
        'kind',
        'name',
        'path',
        'size_bytes',
        'task_title',
      ].sort(),
    );
    expect(sample).toMatchObject({
      path: `order-samples/${orderId}/${sampleId}.jpg`,
      name: 'sample-1.jpg',
      content_type: 'image/jpeg',
      kind: 'image',
      size_bytes: located.length,
      task_title: 'Kitchen counters, from above',
    });
    const text = JSON.stringify(sample);
    for (const secret of [creator.uid, creator.email, 'Jane', 'Marple', submissionId, '48.8'])
      expect(text).not.toContain(secret);
    expect(await readOrder(orderId)).toMatchObject({ samples_count: 1, approved_count: 1 });
  });

  it('should copy the photo without its GPS position, under a name of its own', async () => {
    const object = admin.bucket().file(sample.path as string);
    const [bytes] = await object.download();
    // The position is overwritten in place: the rest of the file stays as recorded.
    expect(bytes.length).toBe(located.length);
    expect(Buffer.compare(bytes, Buffer.from(located))).not.toBe(0);
    const exif = await exifr.parse(bytes, { gps: true });
    expect(exif?.latitude).toBeUndefined();
    expect(exif?.GPSLatitude).toBeUndefined();
    const [metadata] = await object.getMetadata();
    expect(metadata.contentDisposition).toBe('attachment; filename="sample-1.jpg"');
    expect(metadata.contentType).toBe('image/jpeg');
  });

  it("should let a customer of the order's organisation list the samples and download one", async () => {
    const listed = await getDocs(liteQuery(customer.db, orderQueries.orderSamples(orderId)));
    expect(listed.docs.map((doc) => doc.id)).toEqual([sampleId]);
    const bytes = new Uint8Array(await getBytes(ref(customer.storage, sample.path as string)));
    expect(bytes.length).toBe(located.length);
    expect((await exifr.parse(Buffer.from(bytes), { gps: true }))?.latitude).toBeUndefined();
    // Staff too.
    await expect(getMetadata(ref(support.storage, sample.path as string))).resolves.toBeTruthy();
  });

  it("should refuse the samples to another organisation's customer and to the creator", async () => {
    for (const who of [otherCustomer, creator]) {
      await expect(
        getDocs(liteQuery(who.db, orderQueries.orderSamples(orderId))),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(getBytes(ref(who.storage, sample.path as string))).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
    }
  });

  it('should add nothing when run again, or twice at once', async () => {
    await runAt(refreshOrderSamples, Date.now());
    await runTwiceAtOnce(refreshOrderSamples, Date.now());
    expect([...(await samplesOf(orderId)).keys()]).toEqual([sampleId]);
    expect(await readOrder(orderId)).toMatchObject({ samples_count: 1 });
  });
});

describe('the samples of an order with more approved files than it shows', () => {
  it('should keep at most ORDER_SAMPLE_SIZE, each once, and leave work not yet approved out', async () => {
    const { orderId, taskId } = await publishedOrderTask('Handwritten notes');
    const files = (n: number, who: string): Upload[] =>
      Array.from({ length: n }, (_, i) => ({
        content: `${who}'s page ${i + 1}`,
        type: 'text/plain',
        name: `${who} page ${i + 1}.txt`,
      }));
    const [first, second, pending] = await Promise.all([
      newCreator('many-a', 'Ada Lovelace'),
      newCreator('many-b', 'Bob Bobson'),
      newCreator('many-c', 'Cy Pending'),
    ]);
    await approvedWork(first, taskId, files(4, 'Ada'));
    await runAt(refreshOrderSamples, Date.now());
    expect((await samplesOf(orderId)).size).toBe(4);
    // More approvals: the order is sampled again, up to its size.
    await approvedWork(second, taskId, files(4, 'Bob'));
    await pending.call(callables.acceptTask, { taskId });
    await pending.call(callables.submitWork, {
      taskId,
      notes: 'Not reviewed',
      filePaths: [await upload(pending, taskId, 'Cy page', 'text/plain')],
      fileNames: ['Cy page.txt'],
      attestation,
    });
    await runTwiceAtOnce(refreshOrderSamples, Date.now());
    await runAt(refreshOrderSamples, Date.now());
    const samples = await samplesOf(orderId);
    expect(samples.size).toBe(ORDER_SAMPLE_SIZE);
    expect(await readOrder(orderId)).toMatchObject({
      samples_count: ORDER_SAMPLE_SIZE,
      approved_count: 2,
    });
    const objects = (await admin.bucket().getFiles({ prefix: `order-samples/${orderId}/` }))[0];
    expect(objects.map((file) => file.name).sort()).toEqual(
      [...samples.values()].map((s) => s.path).sort(),
    );
    const names = [...samples.values()].map((s) => s.name).sort();
    expect(new Set(names).size).toBe(ORDER_SAMPLE_SIZE);
    for (const s of samples.values()) {
      expect(s).toMatchObject({ kind: 'text', content_type: 'text/plain' });
      expect(JSON.stringify(s)).not.toMatch(/Ada|Bob|Cy|page/);
      const object = admin.bucket().file(s.path);
      const [bytes] = await object.download();
      expect(bytes.toString('utf8')).not.toMatch(/Cy/);
      // Copied server-side: the creator's file name (its Content-Disposition) stays behind.
      const [metadata] = await object.getMetadata();
      expect(metadata.contentDisposition).toBe(`attachment; filename="${s.name}"`);
    }
    // The customer's screen reads them all in one page.
    const listed = await getDocs(
      query(
        collection(customer.db, `dataset_orders/${orderId}/samples`),
        orderBy('created_at'),
        limit(ORDER_SAMPLE_SIZE),
      ),
    );
    expect(listed.size).toBe(ORDER_SAMPLE_SIZE);
  }, 120_000);
});

describe('approved work whose position cannot be removed', () => {
  it('should not become a sample, nor be tried again until more work is approved', async () => {
    const { orderId, taskId } = await publishedOrderTask('Street signs');
    const [first, second] = await Promise.all([
      newCreator('uncleanable-a'),
      newCreator('uncleanable-b'),
    ]);
    const submissionId = await approvedWork(first, taskId, [
      { content: 'a sign', type: 'text/plain', name: 'sign.txt' },
    ]);
    // As if the upload's detector had found a position in it: nothing can take one out of text.
    const submission = admin.db().doc(`submissions/${submissionId}`);
    const [file] = (await submission.get()).get('files');
    await submission.update({
      files: [
        {
          ...file,
          provenance: {
            c2pa: noContentCredentials,
            capture: { ...noCaptureFacts, has_location: true },
            edited: false,
          },
        },
      ],
    });
    await runAt(refreshOrderSamples, Date.now());
    expect((await samplesOf(orderId)).size).toBe(0);
    expect(await readOrder(orderId)).toMatchObject({
      samples_count: 0,
      samples_checked_count: 1,
    });
    const [objects] = await admin.bucket().getFiles({ prefix: `order-samples/${orderId}/` });
    expect(objects).toEqual([]);
    // Looked at once: the next run leaves the order alone.
    const order = admin.db().doc(`dataset_orders/${orderId}`);
    const before = (await order.get()).updateTime;
    await runAt(refreshOrderSamples, Date.now());
    expect((await order.get()).updateTime).toEqual(before);
    // More approved work: sampled.
    await approvedWork(second, taskId, [
      { content: 'another sign', type: 'text/plain', name: 'sign 2.txt' },
    ]);
    await runAt(refreshOrderSamples, Date.now());
    expect([...(await samplesOf(orderId)).values()]).toMatchObject([{ name: 'sample-1.txt' }]);
    expect(await readOrder(orderId)).toMatchObject({ samples_count: 1, samples_checked_count: 2 });
  }, 120_000);
});

describe('orders the job leaves alone', () => {
  it('should not sample an order that has not been paid', async () => {
    const { orderId } = await customer.call(callables.createDatasetOrder, {
      requestId: randomUUID(),
      title: 'Unpaid',
      category: 'image',
      description: 'Not paid yet.',
      quantity: 1,
      payoutPerItemCents: 100,
      deadline: '2027-06-30T00:00:00.000Z',
      licence: { scope: 'internal_training', termYears: 1, exclusive: false },
    });
    // As if work had been approved for it: a draft is still not sampled.
    await admin.db().doc(`dataset_orders/${orderId}`).update({ approved_count: 3 });
    await runAt(refreshOrderSamples, Date.now());
    expect((await samplesOf(orderId)).size).toBe(0);
    expect((await readOrder(orderId)) as Record<string, unknown>).not.toHaveProperty(
      'samples_count',
    );
  });
});

describe('samples of work whose person in frame withdraws their release', () => {
  const pages = (n: number, who: string): Upload[] =>
    Array.from({ length: n }, (_, i) => ({
      content: `${who} market stall ${i + 1}`,
      type: 'text/plain',
      name: `${who} ${i + 1}.txt`,
    }));

  /** An order of people with releases: one approved file with a release, then six without. */
  async function releasedAndOther(prefix: string) {
    const { orderId, taskId } = await publishedOrderTask('Market stalls', 'with_release');
    const [released, other] = await Promise.all([
      newCreator(`${prefix}-a`),
      newCreator(`${prefix}-b`),
    ]);
    let releaseId = '';
    const withdrawn = await approvedWork(released, taskId, pages(1, 'Ann'), async () => {
      ({ releaseId } = await released.call(callables.signReleaseInPerson, {
        taskId,
        release: inPerson,
      }));
      return { peopleInFrame: 1, releaseIds: [releaseId] };
    });
    const kept = await approvedWork(other, taskId, pages(ORDER_SAMPLE_SIZE, 'Ben'), async () => ({
      peopleInFrame: 0,
    }));
    const sampleId = orderSampleId(orderId, withdrawn, 0);
    const path = `order-samples/${orderId}/${sampleId}.txt`;
    const revoke = async () =>
      post(await linkOf(`release_copy_${releaseId}`), { action: 'revoke' });
    return { orderId, withdrawn, kept, sampleId, path, revoke };
  }

  const objectsOf = async (orderId: string) =>
    (await admin.bucket().getFiles({ prefix: `order-samples/${orderId}/` }))[0]
      .map((file) => file.name)
      .sort();

  it('should withdraw the sample, document and object, once, and let the next run replace it', async () => {
    const { orderId, withdrawn, kept, sampleId, path, revoke } = await releasedAndOther('revoked');
    await runAt(refreshOrderSamples, Date.now());
    const before = await samplesOf(orderId);
    expect(before.size).toBe(ORDER_SAMPLE_SIZE);
    expect(before.get(sampleId)).toMatchObject({ path, name: 'sample-1.txt' });
    // Work still delivered keeps its samples.
    expect(await withdrawSubmissionSamples(kept)).toBe(0);

    expect((await revoke()).status).toBe(200);
    const after = await samplesOf(orderId);
    expect(after.size).toBe(ORDER_SAMPLE_SIZE - 1);
    expect(after.has(sampleId)).toBe(false);
    expect((await admin.bucket().file(path).exists())[0]).toBe(false);
    expect(await objectsOf(orderId)).toEqual([...after.values()].map((s) => s.path).sort());
    expect(await readOrder(orderId)).toMatchObject({
      samples_count: ORDER_SAMPLE_SIZE - 1,
      samples_checked_count: 0,
    });
    const listed = await getDocs(liteQuery(customer.db, orderQueries.orderSamples(orderId)));
    expect(listed.docs.map((doc) => doc.id)).not.toContain(sampleId);

    // Withdrawn again (the link posted twice, or called directly): nothing more changes.
    expect((await revoke()).status).toBe(200);
    expect(await withdrawSubmissionSamples(withdrawn)).toBe(0);
    expect((await samplesOf(orderId)).size).toBe(ORDER_SAMPLE_SIZE - 1);
    expect(await readOrder(orderId)).toMatchObject({ samples_count: ORDER_SAMPLE_SIZE - 1 });

    // The next run takes the approved file it had no room for, under the number left free.
    await runAt(refreshOrderSamples, Date.now());
    const replaced = await samplesOf(orderId);
    expect(replaced.size).toBe(ORDER_SAMPLE_SIZE);
    expect(replaced.has(sampleId)).toBe(false);
    const replacement = orderSampleId(orderId, kept, ORDER_SAMPLE_SIZE - 1);
    expect(replaced.get(replacement)).toMatchObject({ name: 'sample-1.txt' });
    expect(new Set([...replaced.values()].map((s) => s.name)).size).toBe(ORDER_SAMPLE_SIZE);
    expect(await objectsOf(orderId)).toEqual([...replaced.values()].map((s) => s.path).sort());
    expect(await readOrder(orderId)).toMatchObject({
      samples_count: ORDER_SAMPLE_SIZE,
      samples_checked_count: 2,
    });
  }, 180_000);

  it('should not record the sample of a release withdrawn while a run copies the files', async () => {
    const { orderId, sampleId, path, revoke } = await releasedAndOther('racing');
    // The release is withdrawn (and its samples, none yet) just after the run copied its file.
    vi.mocked(copyWithoutLocation).mockImplementation(async (file, target, name) => {
      const copy = await realCopy(file, target, name);
      if (target.name === path) await revoke();
      return copy;
    });
    await runAt(refreshOrderSamples, Date.now());
    const samples = await samplesOf(orderId);
    expect(samples.has(sampleId)).toBe(false);
    expect(samples.size).toBe(ORDER_SAMPLE_SIZE - 1);
    expect((await admin.bucket().file(path).exists())[0]).toBe(false);
    // The run stopped short counting it: the next one looks again and fills the order.
    expect(await readOrder(orderId)).toMatchObject({ samples_count: ORDER_SAMPLE_SIZE - 1 });
    vi.mocked(copyWithoutLocation).mockImplementation(realCopy);
    await runAt(refreshOrderSamples, Date.now());
    const filled = await samplesOf(orderId);
    expect(filled.size).toBe(ORDER_SAMPLE_SIZE);
    expect(filled.has(sampleId)).toBe(false);
    expect(await objectsOf(orderId)).toEqual([...filled.values()].map((s) => s.path).sort());
    expect(await readOrder(orderId)).toMatchObject({ samples_count: ORDER_SAMPLE_SIZE });
  }, 180_000);
});
