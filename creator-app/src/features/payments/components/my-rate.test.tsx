// Earnings' hourly rate, at a phone's width (390 px), against the emulator with the real rules:
// what the creator's submissions approved in the last 30 days paid for the minutes they took.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Timestamp, doc, setDoc } from 'firebase/firestore/lite';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { closeTestClients } from '@groundtruth/platform/testing/emulator-client';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { PaymentsPage } from './payments-page';
import { PATH, owner, seedBalance, seedCreator } from './payments-test-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

beforeAll(() => {
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
});
afterAll(closeTestClients);

const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * 86_400_000);

/** An approved submission of `uid` that paid `cents` for `minutes`, reviewed `days` ago. */
async function approvedWork(
  uid: string,
  n: number,
  cents: number,
  minutes: number | null,
  days: number,
) {
  await setDoc(doc(owner, 'submissions', `${uid}-s${n}`), {
    user_id: uid,
    task_id: `task-${n}`,
    acceptance_id: `task-${n}_${uid}`,
    notes: '',
    files: [
      {
        name: 'a.mp4',
        path: `submissions/${uid}/task-${n}/a.mp4`,
        size: 1,
        type: 'video/mp4',
        md5_hash: 'x',
        crc32c: 'y',
        uploaded_by: uid,
        uploaded_at: daysAgo(days + 1),
      },
    ],
    review_status: 'approved',
    review_notes: null,
    reviewer_id: 'staff',
    reviewed_at: daysAgo(days),
    submitted_at: daysAgo(days + 1),
    task_title: `Task ${n}`,
    payout_amount_cents: cents,
    submitter_name: uid,
    submitter_email: `${uid}@example.com`,
    attestation: { owns_content: true, consents_to_ai_training: true, terms_version: '1' },
    paid: true,
    ...(minutes === null ? {} : { effort_minutes: minutes }),
  });
}

/** The figure a StatCard shows for `label` (label and value are a dt/dd pair). */
function figure(label: string): string | null {
  const dt = screen.getByText(label, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('Earnings: your hourly rate', () => {
  it('should show what approved work of the last 30 days paid for the time it took', async () => {
    const creator = await seedCreator('rate-earner');
    await seedBalance(creator.uid, { approved: 2_500, sent: 0, pending: 2_500 });
    // $10.00 for 30 min and $5.00 for 30 min: $15.00 for an hour.
    await approvedWork(creator.uid, 1, 1000, 30, 2);
    await approvedWork(creator.uid, 2, 500, 30, 10);
    // Older than 30 days, and one made before times were measured: left out.
    await approvedWork(creator.uid, 3, 9000, 10, 40);
    await approvedWork(creator.uid, 4, 9000, null, 3);
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH });
    await screen.findByText('Your hourly rate (30 days)', { selector: 'dt' });
    expect(figure('Your hourly rate (30 days)')).toBe('$15.00/hour');
    expect(
      screen.getByText('What 2 approved submissions paid for the time they took'),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('should say so when no approved work of the last 30 days has a measured time', async () => {
    const creator = await seedCreator('rate-none');
    await seedBalance(creator.uid, { approved: 0, sent: 0, pending: 0 });
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH });
    await screen.findByText('Your hourly rate (30 days)', { selector: 'dt' });
    expect(figure('Your hourly rate (30 days)')).toBe('—');
    expect(
      screen.getByText('No approved work with a measured time in the last 30 days'),
    ).toBeVisible();
  });
});
