// The callables over HTTP as the web SDK calls them (POST {data} → {result} | {error}), with an
// ID token from the Auth emulator: a journey creates a fresh creator or a task through the
// product's own functions instead of depending on what another journey left behind.
import { expect, type Page } from '@playwright/test';
import type {
  AnyCallable,
  CallableInput,
  CallableOutput,
} from '../../domain/src/callable-registry';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD, STACK } from './stack';

type Registry = (typeof import('../../domain/src/callable-registry'))['callables'];
let registry: Promise<Registry> | undefined;

/**
 * The callable registry (domain/src/callable-registry.ts). Loaded through jiti, as the seed does:
 * domain's constants import terms.json without the import attribute Node's ESM loader wants.
 */
export function loadCallables(): Promise<Registry> {
  registry ??= import('jiti').then(async ({ createJiti }) => {
    const module = await createJiti(import.meta.url).import<{ callables: Registry }>(
      new URL('../../domain/src/callable-registry.ts', import.meta.url).href,
    );
    return module.callables;
  });
  return registry;
}

/** What a refused call answered (the callable protocol's error object). */
export class CallableError extends Error {
  constructor(
    readonly status: string,
    message: string,
    readonly details: unknown,
  ) {
    super(message);
  }
}

/** Calls a registry entry's function, as `idToken`'s user when given. */
export async function callAs<E extends AnyCallable>(
  idToken: string | null,
  entry: E,
  data: CallableInput<E>,
): Promise<CallableOutput<E>> {
  const response = await fetch(
    `http://127.0.0.1:${STACK.ports.functions}/${STACK.projectId}/us-central1/${entry.name}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json()) as {
    result?: CallableOutput<E>;
    error?: { status: string; message: string; details?: unknown };
  };
  if (body.error)
    throw new CallableError(body.error.status, body.error.message, body.error.details);
  return body.result as CallableOutput<E>;
}

/**
 * A payment method of `idToken`'s creator, verified as a creator verifies one: with the code the
 * provider sent (the payout sandbox's SANDBOX_VERIFICATION_CODE). processPayout pays only these.
 */
export async function addVerifiedPayoutAccount(
  idToken: string,
  input: CallableInput<Registry['addPayoutAccount']>,
): Promise<CallableOutput<Registry['addPayoutAccount']>> {
  const callables = await loadCallables();
  const added = await callAs(idToken, callables.addPayoutAccount, input);
  const { SANDBOX_VERIFICATION_CODE } = await import('jiti').then(({ createJiti }) =>
    createJiti(import.meta.url).import<{ SANDBOX_VERIFICATION_CODE: string }>(
      new URL('../../domain/src/constants.ts', import.meta.url).href,
    ),
  );
  await callAs(idToken, callables.verifyPayoutAccount, {
    accountId: added.accountId,
    code: SANDBOX_VERIFICATION_CODE,
  });
  return added;
}

/** Signs in with the Auth emulator's REST API: the user's id and a fresh ID token. */
export async function signInWithPassword(email: string, password: string) {
  const response = await fetch(
    `http://127.0.0.1:${STACK.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId: string; idToken: string };
  expect(body.idToken, `sign-in of ${email}`).toBeTruthy();
  return { uid: body.localId, idToken: body.idToken };
}

/** A brand-new creator account made by createAccount, signed in for calls. */
export async function freshCreator(label: string) {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'creator-pass-1';
  const name = `Creator ${label}`;
  const callables = await loadCallables();
  await callAs(null, callables.createAccount, {
    name,
    email,
    password,
    chosenPaths: ['video', 'documentation'],
  });
  const { uid, idToken } = await signInWithPassword(email, password);
  return { email, password, name, uid, idToken };
}

/** The demo admin's ID token, to create tasks through createTask. */
export async function adminToken(): Promise<string> {
  return (await signInWithPassword(DEMO_ADMIN, DEMO_PASSWORD)).idToken;
}

/** Signs in through the login page and waits for the dashboard. */
export async function signInThroughUi(
  page: Page,
  email: string,
  password: string,
  /** The shell's origin: the production build's (default), a test's own served product, or dev servers' (testing/dev-servers). */
  shellUrl: string = appUrl,
) {
  await page.goto(`${shellUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${shellUrl}/dashboard`, { timeout: 30_000 });
}
