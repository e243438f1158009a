// The demo's qualifications: the quiz "Kitchen video basics" that one demo task requires (Maya
// has passed it, Tomás has not, so he meets the locked task), and a practice qualification
// earned through a paid practice task. Like the rest of the seed, each record is looked up by
// what makes it the demo's before the product's callable makes it, so a resumed seed makes one.

/** The quiz and the answers that pass it (every question right). */
const KITCHEN_QUIZ = {
  name: 'Kitchen video basics',
  description: 'What a kitchen clip for our buyers must show, and what it must leave out.',
  kind: 'quiz',
  passingScore: 100,
  retryDelayHours: 48,
  questions: [
    {
      prompt: 'Which resolution do kitchen tasks ask for?',
      choices: ['4K', '720p', '480p'],
      correct: [0],
      explanation: 'Buyers need 4K to see the detail of hands, knives and ingredients.',
    },
    {
      prompt: 'May faces appear in a kitchen clip?',
      choices: ['Yes, anyone in the room', 'No, keep faces out of frame'],
      correct: [1],
      explanation: 'No faces: a person who can be identified needs a signed release first.',
    },
    {
      prompt: 'What belongs in the frame?',
      choices: ['Your hands', 'A television', 'The tools you use'],
      correct: [0, 2],
      explanation:
        'Hands and tools carry the skill; a screen in frame distracts and may be copyrighted.',
    },
  ],
};
const KITCHEN_ANSWERS = [[0], [1], [0, 2]];

const GATED_TASK = 'Film a knife-skills close-up in your kitchen';
const NIGHT_PRACTICE = {
  name: 'Night shots',
  description: 'Earned with one approved 30-second clip filmed after dark with its own light.',
  kind: 'practice',
  retryDelayHours: 24,
};
const PRACTICE_TASK = 'Practice: a 30-second night shot';

/**
 * @param {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   client: { call: Function, signIn: (email: string) => Promise<unknown> },
 *   callables: Record<string, unknown>,
 *   people: Record<string, { email: string }>,
 *   uids: Record<string, string>,
 *   log: (line: string) => void,
 * }} context
 */
export async function seedQualifications({ db, client, callables, people, uids, log }) {
  const { call } = client;
  await client.signIn(people.admin.email);

  /** The qualification called `name`, made by `input` when missing; returns its id. */
  const ensureQualification = async (/** @type {{ name: string }} */ input) => {
    const same = await db.collection('qualifications').where('name', '==', input.name).get();
    const [found] = same.docs;
    if (found) return found.id;
    return (await call(callables.createQualification, input)).qualificationId;
  };
  const kitchen = await ensureQualification(KITCHEN_QUIZ);
  const night = await ensureQualification(NIGHT_PRACTICE);

  /** The task titled `title`, made by `input` when missing. */
  const ensureTask = async (/** @type {string} */ title, /** @type {object} */ input) => {
    const same = await db.collection('tasks').where('title', '==', title).get();
    const [found] = same.docs;
    if (found) return found.id;
    return (await call(callables.createTask, { title, ...input })).taskId;
  };
  await ensureTask(GATED_TASK, {
    description:
      'One minute of slicing, dicing and julienne, hands and board only. Take the Kitchen video basics quiz first.',
    category: 'video',
    payoutAmountCents: 4000,
    estimatedMinutes: 45,
    quotaLimit: 20,
    status: 'published',
    tags: ['kitchen', 'skills'],
    eligibility: {
      qualifications: [{ qualification_id: kitchen, min_score: 0 }],
      min_approval_rate: 80,
      min_reviewed: 5,
      guard: 'accept',
    },
  });
  await ensureTask(PRACTICE_TASK, {
    description:
      'Film 30 seconds of a street or room at night, lit by what is there. Approved, it earns the Night shots qualification, and it is paid like any task.',
    category: 'video',
    payoutAmountCents: 500,
    estimatedMinutes: 10,
    quotaLimit: 50,
    status: 'published',
    tags: ['practice', 'night'],
    practiceFor: night,
  });

  // Maya passes the quiz the way a creator does: an attempt, scored on the server.
  const mayaGrant = await db.doc(`qualification_grants/${kitchen}_${uids.maya}`).get();
  if (mayaGrant.get('status') !== 'granted') {
    await client.signIn(people.maya.email);
    const { attemptId } = await call(callables.startQualificationAttempt, {
      qualificationId: kitchen,
    });
    await call(callables.submitQualificationAttempt, { attemptId, answers: KITCHEN_ANSWERS });
  }
  log('  2 qualifications');
}
