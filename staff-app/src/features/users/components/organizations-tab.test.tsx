// The Users screen's Organisations tab against the emulator under the real rules (staff list
// organisations and an organisation's people): each organisation by name with its people's names
// and e-mails, for an admin and for support; in the address (?tab=organizations); an empty one
// and a failed load said in words.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { invitationMessages as words } from '@groundtruth/domain/invitation-messages';
import { nameFields } from '@groundtruth/domain/name-search';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import UserManagementPage from './user-management-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

// The file's own project holds only these people and organisations.
const prefix = 'otab';
const path = '/dashboard/users';
const at = (second: number) =>
  Timestamp.fromDate(new Date(`2300-01-01T00:00:${String(second).padStart(2, '0')}Z`));
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Otab Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Otab Support' };
const creator = { uid: `${prefix}-creator`, role: 'creator' as const, name: 'Otab Creator' };

// Stored out of name order: the tab lists them by name.
const organizations = [
  { id: `${prefix}-zeta`, name: 'Zeta Vision' },
  { id: `${prefix}-acme`, name: 'Acme Speech' },
  { id: `${prefix}-empty`, name: 'Mono Labs' },
];
const customers = [
  { uid: `${prefix}-ada`, name: 'Ada Quill', org: `${prefix}-acme`, second: 10 },
  { uid: `${prefix}-bo`, name: 'Bo Reyes', org: `${prefix}-acme`, second: 11 },
  { uid: `${prefix}-zia`, name: 'Zia Park', org: `${prefix}-zeta`, second: 12 },
];

beforeAll(async () => {
  const owner = testFirestore('owner');
  await Promise.all([
    ...organizations.map(({ id, name }) =>
      setDoc(doc(owner, `organizations/${id}`), { name, created_at: at(1) }),
    ),
    ...[admin, support, creator].map(({ uid, role, name }) =>
      setDoc(doc(owner, `users/${uid}`), {
        ...nameFields(name),
        email: `${uid}@otab.example.com`,
        role,
        status: 'active',
        created_at: at(50),
      }),
    ),
    ...customers.map(({ uid, name, org, second }) =>
      setDoc(doc(owner, `users/${uid}`), {
        ...nameFields(name),
        email: `${uid}@otab.example.com`,
        role: 'customer',
        status: 'active',
        organization_id: org,
        created_at: at(second),
      }),
    ),
  ]);
});
afterAll(closeTestClients);

const organizationCard = (name: string) => within(screen.getByRole('listitem', { name }));

describe('Organisations on User Management', () => {
  it.each([
    ['an admin', admin],
    ['support', support],
  ])(
    'should show %s every organisation by name with its people’s names and e-mails',
    async (_who, me) => {
      actAs(me);
      const { currentUrl } = renderScreen(<UserManagementPage />, { user: me, path });
      await screen.findByRole('list', { name: 'Users' });
      await userEvent.click(screen.getByRole('tab', { name: words.organizationsTab }));
      expect(currentUrl()).toBe(`${path}?tab=organizations`);
      const list = await screen.findByRole('list', { name: words.organizationsListLabel });
      expect(
        within(list)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Acme Speech', 'Mono Labs', 'Zeta Vision']);

      const acme = within(
        await organizationCard('Acme Speech').findByRole('list', {
          name: words.organizationPeople('Acme Speech'),
        }),
      );
      expect(acme.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        `Ada Quill${prefix}-ada@otab.example.com`,
        `Bo Reyes${prefix}-bo@otab.example.com`,
      ]);
      const zeta = within(
        await organizationCard('Zeta Vision').findByRole('list', {
          name: words.organizationPeople('Zeta Vision'),
        }),
      );
      expect(zeta.getByText('Zia Park')).toBeVisible();
      expect(zeta.getByText(`${prefix}-zia@otab.example.com`)).toBeVisible();
      expect(await organizationCard('Mono Labs').findByText(words.noCustomersYet)).toBeVisible();
      expect(await axeViolations()).toEqual([]);

      await userEvent.click(screen.getByRole('tab', { name: words.peopleTab }));
      expect(await screen.findByRole('list', { name: 'Users' })).toBeVisible();
      expect(currentUrl()).toBe(path);
    },
  );

  it('should open on the tab its address names', async () => {
    actAs(support);
    renderScreen(<UserManagementPage />, {
      user: support,
      path,
      url: `${path}?tab=organizations`,
    });
    expect(screen.getByRole('tab', { name: words.organizationsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('list', { name: words.organizationsListLabel })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('should report a failed load in words, with a Retry', async () => {
    // A creator's token cannot list organisations: the rules refuse, as any failed read would.
    actAs(creator);
    renderScreen(<UserManagementPage />, {
      user: { ...creator, role: 'support' },
      path,
      url: `${path}?tab=organizations`,
    });
    const notifications = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(notifications).findByText(words.failedLoadOrganizations)).toBeVisible();
    const alert = screen
      .getByRole('button', { name: 'Retry' })
      .closest<HTMLElement>('[role="alert"]');
    expect(within(alert!).getByText(words.failedLoadOrganizations)).toBeVisible();
  });
});
