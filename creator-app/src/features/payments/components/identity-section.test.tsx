// The identity section of Payments → Tax and identity, at a phone's width (390 px), against the
// emulator with the real rules: each state of identity_checks/{uid} as the creator reads it, the
// provider's reason and Retry after a failure, and axe. startIdentityCheck itself runs in the
// functions tests (functions/test/identity.test.ts); here the call answers with a page address
// so the button's hand-over to the provider's page can be seen.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc } from 'firebase/firestore/lite';
import { identityMessages as words } from '@groundtruth/domain/identity-messages';
import type { IdentityCheck } from '@groundtruth/domain/identity';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { closeTestClients } from '@groundtruth/platform/testing/emulator-client';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { IdentitySection } from './identity-section';
import { PATH, at, owner, seedCreator } from './payments-test-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const PROVIDER_PAGE = 'https://verify.example.test/session/vs_test';
const startCalls = vi.hoisted(() => [] as string[]);
vi.mock('@groundtruth/platform/call-lazily', () => ({
  callLazily: (pick: (registry: { startIdentityCheck: string }) => string) => {
    startCalls.push(pick({ startIdentityCheck: 'startIdentityCheck' }));
    return Promise.resolve({ url: PROVIDER_PAGE, status: 'pending' });
  },
}));

const URL_TAX = `${PATH}?tab=tax`;

beforeAll(() => {
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
});

afterAll(closeTestClients);

async function seedCheck(uid: string, check: Partial<IdentityCheck>) {
  await setDoc(doc(owner, 'identity_checks', uid), {
    status: 'pending',
    verified_name: null,
    reason: null,
    updated_at: at(60),
    session_id: 'vs_seeded',
    last_event_created: 1_746_100_000,
    last_event_id: null,
    verified_at: null,
    ...check,
  });
}

function renderSection(creator: { uid: string }, openUrl = vi.fn()) {
  actAs(creator);
  renderScreen(<IdentitySection openUrl={openUrl} />, { user: creator, path: PATH, url: URL_TAX });
  return openUrl;
}

describe('IdentitySection', () => {
  it('should offer Verify identity to a creator who never started, and open the provider page', async () => {
    const creator = await seedCreator('identity-never');
    const openUrl = renderSection(creator);
    const button = await screen.findByRole('button', { name: words.identityStart });
    expect(screen.getByText(words.identityStatusUnverified)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: words.identityTitle })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(button);
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith(PROVIDER_PAGE));
    expect(startCalls.at(-1)).toBe('startIdentityCheck');
  });

  it('should show a pending check with Continue verification', async () => {
    const creator = await seedCreator('identity-pending');
    await seedCheck(creator.uid, { status: 'pending' });
    renderSection(creator);
    expect(await screen.findByText(words.identityStatusPending)).toBeInTheDocument();
    expect(screen.getByText(words.identityPendingHint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.identityContinue })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it("should show the provider's reason and Retry after a failure", async () => {
    const creator = await seedCreator('identity-failed');
    await seedCheck(creator.uid, { status: 'failed', reason: 'The document is expired.' });
    renderSection(creator);
    expect(
      await screen.findByText(words.identityFailedReason('The document is expired.')),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.identityRetry })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('should show the verified legal name, with no button', async () => {
    const creator = await seedCreator('identity-verified');
    await seedCheck(creator.uid, { status: 'verified', verified_name: 'Maya Chen' });
    renderSection(creator);
    expect(await screen.findByText(words.identityVerifiedAs('Maya Chen'))).toBeInTheDocument();
    expect(screen.getByText(words.identityStatusVerified)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("should not show another creator's check", async () => {
    const creator = await seedCreator('identity-mine');
    const other = await seedCreator('identity-theirs');
    await seedCheck(other.uid, { status: 'verified', verified_name: 'Someone Else' });
    renderSection(creator);
    expect(await screen.findByText(words.identityStatusUnverified)).toBeInTheDocument();
    expect(screen.queryByText(words.identityVerifiedAs('Someone Else'))).not.toBeInTheDocument();
  });
});
