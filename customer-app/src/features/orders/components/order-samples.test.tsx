// An order's samples on its page, against the emulator with the real Firestore and Storage
// rules, in a project of its own: the list (name, kind, size, task) read up front and kept live,
// so a sample the job adds appears without a reload; a sample's bytes read through the Storage
// SDK only when the customer opens it (a picture shown, text shown as text); a missing file and
// an order without samples yet said in words.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, deleteDoc, doc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { paths } from '@groundtruth/domain/paths';
import { orderPath } from '@groundtruth/domain/order-paths';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { orderData } from '@groundtruth/platform/testing/seed-documents';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import { customer, seedCustomer } from '../testing/seed-customer';
import OrderPage from './order-page';

const PROJECT = 'demo-customer-order-samples';
vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject(
    'demo-customer-order-samples',
  ),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));
// The page listens with the full SDK, here connected to the suite's emulator as Ada.
vi.mock('@groundtruth/firebase-web/live', async () =>
  (await import('@groundtruth/platform/testing/live-as')).liveAs('demo-customer-order-samples', {
    uid: 'os-ada',
    role: 'customer',
    organization_id: 'os-org',
  }),
);

// Storage as Ada, in the project's bucket (the rules read the order and her account there);
// counted, so a test can tell that nothing is read before a sample is opened.
const storageOpened = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/storage', async () => {
  const { initializeApp } = await import('firebase/app');
  const { connectStorageEmulator, getStorage } = await import('firebase/storage');
  const { inject } = await import('vitest');
  const app = initializeApp(
    {
      projectId: 'demo-customer-order-samples',
      apiKey: 'demo-key',
      storageBucket: 'demo-customer-order-samples.appspot.com',
    },
    'storage',
  );
  const instance = getStorage(app);
  const [host, port] = inject('storageHost').split(':');
  connectStorageEmulator(instance, host!, Number(port), {
    mockUserToken: {
      sub: 'os-ada',
      user_id: 'os-ada',
      role: 'customer',
      organization_id: 'os-org',
    },
  });
  return {
    storage: async () => {
      storageOpened();
      return instance;
    },
  };
});

configure({ asyncUtilTimeout: 5_000 });

const project = ownProject(PROJECT);
const ada = customer('os-ada', 'os-org');
const BUCKET = `${PROJECT}.appspot.com`;
const PICTURE = 'bytes of a kitchen picture';
const NOTE = 'Dinner at 7pm.\nThe pan is on the left.';
const open = (id: string) =>
  renderScreen(<OrderPage openUrl={vi.fn()} />, {
    user: ada,
    path: paths.order,
    url: orderPath(id),
  });

async function putFile(path: string, body: string, contentType: string) {
  const url = `http://${inject('storageHost')}/v0/b/${BUCKET}/o?name=${encodeURIComponent(path)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': contentType },
    body,
  });
  if (!response.ok) throw new Error(`Upload of ${path} failed: ${response.status}`);
}

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const sample = (n: number, fields: Record<string, unknown>) => ({
  name: `sample-${n}.png`,
  content_type: 'image/png',
  kind: 'image',
  size_bytes: 2_400_000,
  task_title: 'Kitchens at dinner time',
  approved_at: Timestamp.now(),
  created_at: Timestamp.fromMillis(Date.now() - (10 - n) * 60_000),
  ...fields,
});

beforeAll(async () => {
  const db = project.owner();
  await seedCustomer(db, ada, 'Acme Robotics');
  const batch = writeBatch(db);
  const order = (id: string, title: string) =>
    batch.set(
      doc(db, 'dataset_orders', id),
      orderData({ organization_id: 'os-org', title, status: 'in_progress', approved_count: 3 }),
    );
  order('os-sampled', 'Kitchens at dinner time');
  order('os-none', 'Nothing approved yet');
  batch.set(
    doc(db, 'dataset_orders/os-sampled/samples/s1'),
    sample(1, { path: 'order-samples/os-sampled/s1.png' }),
  );
  batch.set(
    doc(db, 'dataset_orders/os-sampled/samples/s2'),
    sample(2, {
      path: 'order-samples/os-sampled/s2.txt',
      name: 'sample-2.txt',
      content_type: 'text/plain',
      kind: 'text',
      size_bytes: NOTE.length,
      task_title: 'Recipes read aloud',
    }),
  );
  // A sample whose bytes are not (or no longer) in Storage.
  batch.set(
    doc(db, 'dataset_orders/os-sampled/samples/s3'),
    sample(3, { path: 'order-samples/os-sampled/s3.png', name: 'sample-3.png' }),
  );
  batch.set(
    doc(db, 'dataset_orders/os-sampled/samples/s4'),
    sample(4, {
      path: 'order-samples/os-sampled/s4.mp4',
      name: 'sample-4.mp4',
      content_type: 'video/mp4',
      kind: 'video',
    }),
  );
  await batch.commit();
  await putFile('order-samples/os-sampled/s4.mp4', 'not really a video', 'video/mp4');
  await putFile('order-samples/os-sampled/s1.png', PICTURE, 'image/png');
  await putFile('order-samples/os-sampled/s2.txt', NOTE, 'text/plain');
});

afterAll(() => project.close());

const made: Blob[] = [];
beforeEach(() => {
  project.actAs(ada);
  storageOpened.mockClear();
  made.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    made.push(blob);
    return `blob:sample-${made.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

describe('Order samples', () => {
  it('should list the samples with kind, size and task, reading no file until one is opened', async () => {
    open('os-sampled');
    const list = await screen.findByRole('list', { name: 'Samples' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'sample-1.png',
      'sample-2.txt',
      'sample-3.png',
      'sample-4.mp4',
    ]);
    expect(within(items[0]!).getByText('Image · 2.4 MB · Kitchens at dinner time')).toBeVisible();
    expect(within(items[1]!).getByText('Text · 38 B · Recipes read aloud')).toBeVisible();
    expect(storageOpened).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('should show a picture in place when opened, from its bytes in Storage', async () => {
    const user = userEvent.setup();
    open('os-sampled');
    const item = await screen.findByRole('listitem', { name: 'sample-1.png' });
    const opener = within(item).getByRole('button', { name: 'Open sample-1.png' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const picture = await within(item).findByRole('img', { name: 'sample-1.png' });
    expect(picture).toHaveAttribute('src', 'blob:sample-1');
    expect(made).toHaveLength(1);
    expect(made[0]!.type).toBe('image/png');
    expect(await textOf(made[0]!)).toBe(PICTURE);
    const closer = within(item).getByRole('button', { name: 'Close sample-1.png' });
    expect(closer).toHaveAttribute('aria-expanded', 'true');
    await user.click(closer);
    expect(within(item).queryByRole('img')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:sample-1');
  });

  it('should show a text sample as text', async () => {
    const user = userEvent.setup();
    open('os-sampled');
    const item = await screen.findByRole('listitem', { name: 'sample-2.txt' });
    await user.click(within(item).getByRole('button', { name: 'Open sample-2.txt' }));
    const text = await within(item).findByLabelText('sample-2.txt');
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(NOTE);
    expect(made).toHaveLength(0);
  });

  it('should play a video sample with the browser’s controls', async () => {
    const user = userEvent.setup();
    open('os-sampled');
    const item = await screen.findByRole('listitem', { name: 'sample-4.mp4' });
    await user.click(within(item).getByRole('button', { name: 'Open sample-4.mp4' }));
    const video = await within(item).findByLabelText('sample-4.mp4');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', 'blob:sample-1');
    expect(made[0]!.type).toBe('video/mp4');
  });

  it('should say a sample failed to load when its file cannot be read', async () => {
    const user = userEvent.setup();
    open('os-sampled');
    const item = await screen.findByRole('listitem', { name: 'sample-3.png' });
    await user.click(within(item).getByRole('button', { name: 'Open sample-3.png' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Failed to load this sample');
  });

  it('should say there are no samples yet, and show one as soon as the job adds it', async () => {
    open('os-none');
    expect(
      await screen.findByText('No samples yet: they appear as items are approved'),
    ).toBeVisible();
    const added = doc(project.owner(), 'dataset_orders/os-none/samples/n1');
    await setDoc(added, sample(1, { path: 'order-samples/os-none/n1.png', name: 'sample-1.png' }));
    try {
      const list = await screen.findByRole('list', { name: 'Samples' }, { timeout: 10_000 });
      expect(within(list).getByRole('heading', { name: 'sample-1.png' })).toBeVisible();
      expect(screen.queryByText(/No samples yet/)).toBeNull();
    } finally {
      await deleteDoc(added);
    }
  });
});
