/**
 * Payouts fail closed: the sandbox runs only under the Functions emulator. The
 * callable is run here in the test process as production runs it — FUNCTIONS_EMULATOR unset —
 * against the test stack's Firestore, and the deploy check is run as firebase.json's predeploy
 * runs it (the built lib/deploy-check.js).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { serverMessages } from '@groundtruth/domain/server-messages';
import '../testing/jobs';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { approved } from '../testing/flows';
import { processPayout } from '../src/payouts/process-payout';
import { payoutProviderVerdict, PROVIDER_VARIABLE } from '../src/payouts/provider-config';
import { deployProblems, parseDotenv } from '../src/core/deploy-checks';

let support: Member;
let adminUser: Member;
const saved = {
  emulator: process.env.FUNCTIONS_EMULATOR,
  provider: process.env[PROVIDER_VARIABLE],
};

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

afterEach(() => {
  for (const [key, value] of [
    ['FUNCTIONS_EMULATOR', saved.emulator],
    [PROVIDER_VARIABLE, saved.provider],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** processPayout as the production runtime calls it, signed in as `uid`. */
function callInProcess(uid: string, payoutId: string) {
  const request = {
    data: { payoutId },
    auth: { uid, token: {} },
    rawRequest: { headers: {}, body: { data: { payoutId } } },
    acceptsStreaming: false,
  } as unknown as CallableRequest;
  return (processPayout as unknown as { run(r: CallableRequest): Promise<unknown> }).run(request);
}

describe('payout provider by environment', () => {
  it('should run the sandbox only under the emulator', () => {
    expect(payoutProviderVerdict({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      ok: true,
      name: 'sandbox',
    });
    expect(payoutProviderVerdict({ [PROVIDER_VARIABLE]: 'sandbox' })).toMatchObject({ ok: false });
    expect(payoutProviderVerdict({})).toMatchObject({ ok: false });
    expect(payoutProviderVerdict({ [PROVIDER_VARIABLE]: 'stripe-ish' })).toMatchObject({
      ok: false,
    });
    expect(
      payoutProviderVerdict({ FUNCTIONS_EMULATOR: 'true', [PROVIDER_VARIABLE]: 'nonsense' }),
    ).toMatchObject({ ok: false });
  });
});

describe(`${callables.processPayout.name} in production`, () => {
  it.each([
    ['no provider set', undefined],
    ['the sandbox named', 'sandbox'],
    ['an unknown provider named', 'acme-pay'],
  ])('should refuse with %s and mark nothing sent', async (_, provider) => {
    const creator = await newCreator('prod-payout');
    await creator.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_prod',
    });
    const payoutId = await approved(creator, support, 2500);
    const state = async () =>
      Promise.all(
        [`payouts/${payoutId}`, `submissions/${payoutId}`, `creator_balances/${creator.uid}`].map(
          async (doc) => (await admin.db().doc(doc).get()).data(),
        ),
      );
    const before = await state();

    delete process.env.FUNCTIONS_EMULATOR;
    if (provider === undefined) delete process.env[PROVIDER_VARIABLE];
    else process.env[PROVIDER_VARIABLE] = provider;
    await expect(callInProcess(adminUser.uid, payoutId)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.payoutProviderMissing,
    });

    const payout = (await admin.db().doc(`payouts/${payoutId}`).get()).data();
    expect(payout).toMatchObject({ status: 'pending', provider_transfer_id: null });
    expect(await state()).toEqual(before);
    const transfer = await admin.db().doc(`${collections.sandboxTransfers}/${payoutId}`).get();
    expect(transfer.exists).toBe(false);
    const audit = await admin
      .db()
      .collection('audit_logs')
      .where('entity_id', '==', payoutId)
      .where('action', '==', 'process_payout')
      .get();
    expect(audit.size).toBe(0);
  });

  it('should still check the caller first: a creator is denied, not told about providers', async () => {
    const creator = await newCreator('prod-deny');
    const payoutId = await approved(creator, support, 100);
    delete process.env.FUNCTIONS_EMULATOR;
    delete process.env[PROVIDER_VARIABLE];
    await expect(callInProcess(creator.uid, payoutId)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the predeploy check (lib/deploy-check.js)', () => {
  const script = path.resolve(import.meta.dirname, '../lib/deploy-check.js');
  const run = (files: Record<string, string>, project = 'groundtruth-prod') => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-deploy-check-'));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const env: NodeJS.ProcessEnv = { ...process.env, RESOURCE_DIR: dir, GCLOUD_PROJECT: project };
    // The shell running the deploy may be anything; only the deployed .env files count.
    env.FUNCTIONS_EMULATOR = 'true';
    env[PROVIDER_VARIABLE] = 'sandbox';
    const result = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    return result;
  };

  it('should fail a deploy without a provider', () => {
    const result = run({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${PROVIDER_VARIABLE} is not set`);
  });

  it('should fail a deploy that names the sandbox or an unknown provider', () => {
    expect(run({ '.env': `${PROVIDER_VARIABLE}=sandbox\n` }).status).toBe(1);
    const unknown = run({ '.env.groundtruth-prod': `${PROVIDER_VARIABLE}="acme-pay"\n` });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('"acme-pay" is not a live payout provider');
  });

  it('should read the project file over .env and ignore comments', () => {
    expect(parseDotenv(`# c\nA=1\nB="two words"\nexport C='x' \n`)).toEqual({
      A: '1',
      B: 'two words',
      C: 'x',
    });
    expect(deployProblems({ [PROVIDER_VARIABLE]: 'sandbox' })).toHaveLength(1);
  });
});
