import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore/lite';
import { notificationSchema } from '@groundtruth/domain/entities';
import { notificationParser } from './notification-parser';

const valid = {
  user_id: 'maya',
  kind: 'submission_reviewed',
  title: 'Submission approved',
  body: 'Cook a family recipe: Lovely framing.',
  link: '/dashboard/submissions',
  entity_id: 'sub-1',
  read: false,
  created_at: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
};

const samples: [string, unknown][] = [
  ['a valid notification', valid],
  ['one with an unknown key', { ...valid, extra: 1 }],
  ['one without a title', { ...valid, title: undefined }],
  ['one with an empty user_id', { ...valid, user_id: '' }],
  ['one of an unknown kind', { ...valid, kind: 'welcome' }],
  ['one whose read is a string', { ...valid, read: 'false' }],
  ['one whose created_at is a number', { ...valid, created_at: 1 }],
  ['one whose link is null', { ...valid, link: null }],
  [
    'one naming a moment',
    {
      ...valid,
      at: Timestamp.fromMillis(Date.UTC(2026, 0, 2)),
      at_text: 'Jan 2, 2026, 12:00 AM UTC',
    },
  ],
  ['one whose moment is a number', { ...valid, at: 1, at_text: 'Jan 1' }],
  ['one whose moment’s words are a number', { ...valid, at_text: 1 }],
  [
    'one in other locales',
    {
      ...valid,
      in_locales: {
        es: { title: 'Envío aprobado', body: 'Receta', extra: 1 },
        fr: { title: 'Envoi approuvé', body: 'Recette', at_text: '2 janv. 2026, 00:00 UTC' },
      },
    },
  ],
  ['one whose other locale has no body', { ...valid, in_locales: { es: { title: 'Envío' } } }],
  ['one whose other locales are a list', { ...valid, in_locales: [] }],
  ['one whose other locale is a string', { ...valid, in_locales: { es: 'Envío' } }],
  ['null', null],
  ['a string', 'notification'],
];

describe('the bell’s notification parser', () => {
  it.each(samples)('should agree with notificationSchema on %s', (_name, data) => {
    const expected = notificationSchema.safeParse(data);
    if (expected.success) expect(notificationParser.parse(data)).toEqual(expected.data);
    else expect(() => notificationParser.parse(data)).toThrow(/Malformed notification/);
  });
});
