// The scale data's people: the heavy creator first, then numbered creators, and the admin who
// reviews and pays (users, user_roles, creator_profiles).
import { DAY, ageWithin, pad, weighted } from './random.mjs';
import { SCALE_ACCOUNTS } from './accounts.mjs';
import { nameSearch } from './domain.mjs';

/** @typedef {import('./generate.mjs').Scale} Scale */
/** @typedef {{ uid: string, name: string, email: string, createdAt?: Date }} Person */

/**
 * Writes every person's documents; returns the creators, the heavy creator first.
 * @param {Scale} scale
 * @returns {Person[]}
 */
export function generatePeople({ rand, t, n, out }) {
  const admin = SCALE_ACCOUNTS.admin;
  const heavy = SCALE_ACCOUNTS.heavy;
  /** @type {Person[]} */
  const creators = [];
  for (let i = 0; i < n.creators; i++) {
    const person =
      i === 0
        ? { uid: heavy.uid, name: heavy.name, email: heavy.email }
        : {
            uid: `scale-c${pad(i)}`,
            name: `Creator ${pad(i)}`,
            email: `creator${pad(i)}@scale.groundtruth.local`,
          };
    person.createdAt = new Date(t - 30 * DAY - ageWithin(rand, 335));
    creators.push(person);
  }
  for (const p of [...creators, { ...admin, createdAt: new Date(t - 366 * DAY) }]) {
    const role = p.uid === admin.uid ? 'admin' : 'creator';
    const suspended = role === 'creator' && p.uid !== heavy.uid && rand() < 0.02;
    out.users.push([
      p.uid,
      {
        ...nameSearch.nameFields(p.name),
        email: p.email,
        role,
        status: suspended ? 'suspended' : 'active',
        email_verified: true,
        created_at: p.createdAt,
      },
    ]);
    out.user_roles.push([p.uid, { user_id: p.uid, role }]);
    if (role === 'creator')
      out.creator_profiles.push([
        p.uid,
        {
          user_id: p.uid,
          chosen_paths: [
            weighted(rand, [
              ['video', 3],
              ['writing', 2],
              ['voice', 1],
            ]),
          ],
          locales: { country: 'United States', language: 'English' },
          notify_email: rand() < 0.6,
          notify_push: false,
          onboarding_complete: true,
        },
      ]);
  }
  return creators;
}
