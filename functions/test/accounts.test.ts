import { describe, expect, it } from 'vitest';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import {
  admin,
  anonymousClient,
  newCreator,
  newStaff,
  PASSWORD,
  signedInClient,
  SIGNUP_CONSENT,
  uniqueEmail,
} from '../testing/clients';
import { expectAudit } from '../testing/audit';

describe(callables.createAccount.name, () => {
  it('should create a creator: Auth account with the role claim and its three documents', async () => {
    const email = uniqueEmail('signup');
    const { uid } = await anonymousClient().call(callables.createAccount, {
      name: 'Rita Recorder',
      email,
      password: PASSWORD,
      chosenPaths: ['video', 'teaching'],
      country: 'PT',
      language: 'pt',
      notifyEmail: true,
      notifyPush: true,
      ...SIGNUP_CONSENT,
    });
    const user = await admin.auth().getUser(uid);
    expect(user.displayName).toBe('Rita Recorder');
    expect(user.customClaims).toEqual({ role: 'creator' });
    const db = admin.db();
    const [profile, role, record] = await Promise.all([
      db.doc(`creator_profiles/${uid}`).get(),
      db.doc(`user_roles/${uid}`).get(),
      db.doc(`users/${uid}`).get(),
    ]);
    expect(record.data()).toMatchObject({
      name: 'Rita Recorder',
      // Lower-cased for the staff's name-prefix search (screenQueries.usersByName).
      name_lower: 'rita recorder',
      email,
      role: 'creator',
      status: 'active',
      email_verified: false,
      // What the person agreed to on step 4, and when.
      terms_version: TERMS_VERSION,
      confirmed_adult: true,
    });
    expect(record.get('terms_accepted_at').toMillis()).toBeGreaterThan(Date.now() - 60_000);
    // Every start of each word's rest of the name, for the staff's search of any word.
    expect(record.get('name_prefixes')).toEqual(
      expect.arrayContaining(['r', 'rita recorder', 'rec', 'recorder']),
    );
    expect(record.get('created_at').toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(role.data()).toEqual({ user_id: uid, role: 'creator' });
    expect(profile.data()).toEqual({
      user_id: uid,
      chosen_paths: ['video', 'teaching'],
      locales: { country: 'PT', language: 'pt' },
      notify_email: true,
      notify_push: true,
      onboarding_complete: true,
    });
    await expectAudit('create_account', uid, uid);

    const client = await signedInClient(email, PASSWORD);
    const token = await client.auth.currentUser!.getIdTokenResult();
    expect(token.claims.role).toBe('creator');
  });

  it("should refuse an e-mail already in use with Firebase's message, creating nothing", async () => {
    const creator = await newCreator('dupe');
    const error = await anonymousClient().callError(callables.createAccount, {
      name: 'Someone Else',
      email: creator.email,
      password: PASSWORD,
      chosenPaths: ['voice'],
      ...SIGNUP_CONSENT,
    });
    expect(error).toMatchObject({ code: 'already-exists', message: serverMessages.emailInUse });
    const users = await admin.db().collection('users').where('email', '==', creator.email).get();
    expect(users.size).toBe(1);
  });

  it.each([
    [
      { email: 'a@b.co', password: PASSWORD, chosenPaths: ['video'], ...SIGNUP_CONSENT },
      'name: Invalid input: expected string, received undefined',
    ],
    [
      { name: ' ', email: 'a@b.co', password: PASSWORD, chosenPaths: ['video'], ...SIGNUP_CONSENT },
      'name: is required',
    ],
    [
      { name: 'N', email: 'nope', password: PASSWORD, chosenPaths: ['video'], ...SIGNUP_CONSENT },
      'email: must be an e-mail address',
    ],
    [
      { name: 'N', email: 'a@b.co', password: '123', chosenPaths: ['video'], ...SIGNUP_CONSENT },
      'password: must be at least 8 characters',
    ],
    [
      {
        name: 'N',
        email: 'a@b.co',
        password: 'qwertyuiop',
        chosenPaths: ['video'],
        ...SIGNUP_CONSENT,
      },
      messages.passwordTooCommon,
    ],
    // The list is lower-case; a capital letter does not make a common password rare.
    [
      {
        name: 'N',
        email: 'a@b.co',
        password: 'PassWord1',
        chosenPaths: ['video'],
        ...SIGNUP_CONSENT,
      },
      messages.passwordTooCommon,
    ],
    [
      { name: 'N', email: 'a@b.co', password: PASSWORD, chosenPaths: [], ...SIGNUP_CONSENT },
      'chosenPaths: select at least one path',
    ],
    [
      {
        name: 'N',
        email: 'a@b.co',
        password: PASSWORD,
        chosenPaths: ['cooking'],
        ...SIGNUP_CONSENT,
      },
      'chosenPaths.0: Invalid option: expected one of "video"|"voice"|"writing"|"photography"|"documentation"|"teaching"',
    ],
  ])('should name the invalid field of %j', async (input, message) => {
    const error = await anonymousClient().callRawError(callables.createAccount, input);
    // A message of the tables is named, so the creator's screen says it in their language.
    const details =
      message === messages.passwordTooCommon
        ? { refusal: { id: 'messages.passwordTooCommon', args: [] } }
        : undefined;
    expect(error).toEqual({ code: 'invalid-argument', message, details });
  });

  it.each([
    [{}, `termsVersion: ${messages.signupTermsRequired}`],
    [{ confirmsAdult: true }, `termsVersion: ${messages.signupTermsRequired}`],
    [{ termsVersion: ' ', confirmsAdult: true }, `termsVersion: ${messages.signupTermsRequired}`],
    [{ termsVersion: TERMS_VERSION }, `confirmsAdult: ${messages.signupAdultRequired}`],
    [
      { termsVersion: TERMS_VERSION, confirmsAdult: false },
      `confirmsAdult: ${messages.signupAdultRequired}`,
    ],
    [
      { termsVersion: '2001-01-01', confirmsAdult: true },
      `termsVersion: ${serverMessages.signupTermsChanged}`,
    ],
  ])(
    'should refuse a sign-up without the current terms and the age confirmed (%j), creating nothing',
    async (consent, message) => {
      const email = uniqueEmail('no-consent');
      const error = await anonymousClient().callRawError(callables.createAccount, {
        name: 'Young Person',
        email,
        password: PASSWORD,
        chosenPaths: ['video'],
        ...consent,
      });
      expect(error).toEqual({ code: 'invalid-argument', message, details: undefined });
      await expect(admin.auth().getUserByEmail(email)).rejects.toMatchObject({
        code: 'auth/user-not-found',
      });
    },
  );
});

describe(callables.updateProfileName.name, () => {
  const nameOf = async (uid: string) =>
    [
      (await admin.db().doc(`users/${uid}`).get()).get('name') as string,
      (await admin.auth().getUser(uid)).displayName,
    ] as const;

  it("should rename the caller: users/{uid}.name, Auth's displayName and one audit entry", async () => {
    const creator = await newCreator('rename', 'Casey Creator');
    expect(
      await creator.call(callables.updateProfileName, { name: '  Casey Q. Creator ' }),
    ).toEqual({ name: 'Casey Q. Creator', changed: true });
    expect(await nameOf(creator.uid)).toEqual(['Casey Q. Creator', 'Casey Q. Creator']);
    const renamed = await admin.db().doc(`users/${creator.uid}`).get();
    expect(renamed.get('name_lower')).toBe('casey q. creator');
    // The search finds the new name by any word, and no longer the old one's alone.
    expect(renamed.get('name_prefixes')).toEqual(
      expect.arrayContaining(['casey q. creator', 'q. creator', 'creator']),
    );
    expect(renamed.get('name_prefixes')).not.toContain('casey creator');
    const [entry] = await expectAudit('update_profile_name', creator.uid, creator.uid);
    expect(entry).toMatchObject({
      entity: 'users',
      actor_name: 'Casey Creator',
      details: { from: 'Casey Creator', to: 'Casey Q. Creator' },
    });

    // The same name again changes nothing and writes no second entry.
    expect(await creator.call(callables.updateProfileName, { name: 'Casey Q. Creator' })).toEqual({
      name: 'Casey Q. Creator',
      changed: false,
    });
    await expectAudit('update_profile_name', creator.uid, creator.uid, 1);
  });

  it('should let staff rename themselves too', async () => {
    const support = await newStaff('support', 'Sam Support');
    await support.call(callables.updateProfileName, { name: 'Samira Support' });
    expect(await nameOf(support.uid)).toEqual(['Samira Support', 'Samira Support']);
  });

  it('should refuse a signed-out caller and a suspended account, changing nothing', async () => {
    expect(
      await anonymousClient().callError(callables.updateProfileName, { name: 'Nobody' }),
    ).toMatchObject({ code: 'unauthenticated' });

    const creator = await newCreator('rename-suspended', 'Still Here');
    // Suspended with a still-valid ID token: the users document is the truth.
    await admin.db().doc(`users/${creator.uid}`).update({ status: 'suspended' });
    expect(
      await creator.callError(callables.updateProfileName, { name: 'Renamed Anyway' }),
    ).toMatchObject({ code: 'permission-denied', message: messages.accountSuspended });
    expect(await nameOf(creator.uid)).toEqual(['Still Here', 'Still Here']);
  });

  it('should rename only the caller: no user id is accepted, and users/{uid} stays closed to clients', async () => {
    const creator = await newCreator('rename-other', 'Casey Creator');
    const other = await newCreator('rename-victim', 'Victim Name');
    expect(
      await creator.callRawError(callables.updateProfileName, { name: 'X', userId: other.uid }),
    ).toEqual({
      code: 'invalid-argument',
      message: 'input: unknown field "userId"',
      details: undefined,
    });
    await expect(
      updateDoc(doc(creator.db, `users/${creator.uid}`), { name: 'Direct Write' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await nameOf(other.uid)).toEqual(['Victim Name', 'Victim Name']);
    expect(await nameOf(creator.uid)).toEqual(['Casey Creator', 'Casey Creator']);
  });

  it.each([
    [{}, 'name: Invalid input: expected string, received undefined'],
    [{ name: '   ' }, 'name: is required'],
    [{ name: 'x'.repeat(121) }, 'name: Too big: expected string to have <=120 characters'],
  ])('should name the invalid field of %j', async (input, message) => {
    const creator = await newCreator('rename-invalid');
    const error = await creator.callRawError(callables.updateProfileName, input);
    expect(error).toEqual({ code: 'invalid-argument', message, details: undefined });
  });
});
