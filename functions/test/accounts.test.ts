import { describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { messages } from '@groundtruth/domain/messages';
import {
  admin,
  anonymousClient,
  newCreator,
  PASSWORD,
  signedInClient,
  uniqueEmail,
} from './support/clients';
import { expectAudit } from './support/audit';

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
      email,
      role: 'creator',
      status: 'active',
    });
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
    });
    expect(error).toMatchObject({ code: 'already-exists', message: messages.emailInUse });
    const users = await admin.db().collection('users').where('email', '==', creator.email).get();
    expect(users.size).toBe(1);
  });

  it.each([
    [
      { email: 'a@b.co', password: PASSWORD, chosenPaths: ['video'] },
      'name: Invalid input: expected string, received undefined',
    ],
    [
      { name: ' ', email: 'a@b.co', password: PASSWORD, chosenPaths: ['video'] },
      'name: is required',
    ],
    [
      { name: 'N', email: 'nope', password: PASSWORD, chosenPaths: ['video'] },
      'email: must be an e-mail address',
    ],
    [
      { name: 'N', email: 'a@b.co', password: '123', chosenPaths: ['video'] },
      'password: must be at least 6 characters',
    ],
    [
      { name: 'N', email: 'a@b.co', password: PASSWORD, chosenPaths: [] },
      'chosenPaths: select at least one path',
    ],
    [
      { name: 'N', email: 'a@b.co', password: PASSWORD, chosenPaths: ['cooking'] },
      'chosenPaths.0: Invalid option: expected one of "video"|"voice"|"writing"|"photography"|"documentation"|"teaching"',
    ],
  ])('should name the invalid field of %j', async (input, message) => {
    const error = await anonymousClient().callRawError(callables.createAccount, input);
    expect(error).toEqual({ code: 'invalid-argument', message, details: undefined });
  });
});
