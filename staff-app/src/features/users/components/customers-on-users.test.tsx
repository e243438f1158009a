// Customers on User Management against the emulator under the real rules: the role filter offers
// Customer and lists customers alone (in the address, so a link opens it filtered), and a
// customer's card names their organisation (organizations/{id}, which staff may get) and offers
// none of a creator's parts, for an admin and for support.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { identityMessages } from '@groundtruth/domain/identity-messages';
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
const prefix = 'cou';
const path = '/dashboard/users';
const at = (second: number) =>
  Timestamp.fromDate(new Date(`2300-01-01T00:00:${String(second).padStart(2, '0')}Z`));
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Couro Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Couro Support' };
const organization = { id: `${prefix}-org`, name: 'Couro Robotics' };

const people = [
  { uid: admin.uid, name: admin.name, role: 'admin', second: 50 },
  { uid: support.uid, name: support.name, role: 'support', second: 49 },
  { uid: `${prefix}-cara`, name: 'Cara Creator', role: 'creator', second: 48 },
  {
    uid: `${prefix}-olu`,
    name: 'Olu Buyer',
    role: 'customer',
    second: 47,
    organization_id: organization.id,
  },
  // An account whose organisation was removed, and one in none: the card says so.
  {
    uid: `${prefix}-ines`,
    name: 'Ines Buyer',
    role: 'customer',
    second: 46,
    organization_id: `${prefix}-gone`,
  },
  { uid: `${prefix}-noor`, name: 'Noor Buyer', role: 'customer', second: 45 },
];

beforeAll(async () => {
  const owner = testFirestore('owner');
  await Promise.all([
    setDoc(doc(owner, `organizations/${organization.id}`), {
      name: organization.name,
      created_at: at(1),
    }),
    ...people.map(({ uid, name, role, second, ...rest }) =>
      setDoc(doc(owner, `users/${uid}`), {
        ...nameFields(name),
        email: `${uid}@cou.example.com`,
        role,
        status: 'active',
        email_verified: true,
        created_at: at(second),
        ...rest,
      }),
    ),
  ]);
});
afterAll(closeTestClients);

const card = (name: string) => within(screen.getByRole('listitem', { name }));
const shownNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('Customers on User Management', () => {
  it('should offer Customer in the role filter and list only customers when it is chosen', async () => {
    actAs(admin);
    const { currentUrl } = renderScreen(<UserManagementPage />, { user: admin, path });
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(shownNames(list)).toContain('Cara Creator');
    const filter = screen.getByRole('combobox', { name: words.roleFilterLabel });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([words.allRoles, 'Creator', 'Support', 'Admin', 'Customer']);

    await userEvent.selectOptions(filter, 'Customer');
    await vi.waitFor(() =>
      expect(shownNames(screen.getByRole('list', { name: 'Users' }))).toEqual([
        'Olu Buyer',
        'Ines Buyer',
        'Noor Buyer',
      ]),
    );
    expect(currentUrl()).toBe(`${path}?role=customer`);

    await userEvent.selectOptions(filter, words.allRoles);
    await vi.waitFor(() =>
      expect(shownNames(screen.getByRole('list', { name: 'Users' }))).toContain('Cara Creator'),
    );
    expect(currentUrl()).toBe(path);
  });

  it('should open filtered from the address, and narrow a search to the role', async () => {
    actAs(support);
    renderScreen(<UserManagementPage />, { user: support, path, url: `${path}?role=creator` });
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(shownNames(list)).toEqual(['Cara Creator']);
    expect(screen.getByRole('combobox', { name: words.roleFilterLabel })).toHaveValue('creator');

    // "buyer" starts a word of the customers' names only: no creator among what it finds.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'buyer');
    expect(await screen.findByText('No users found')).toBeVisible();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: words.roleFilterLabel }),
      'Customer',
    );
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(shownNames(results).sort()).toEqual(['Ines Buyer', 'Noor Buyer', 'Olu Buyer']);
  });

  it.each([
    ['an admin', admin],
    ['support', support],
  ])(
    "should show %s a customer's organisation and none of a creator's actions on their card",
    async (_who, me) => {
      actAs(me);
      renderScreen(<UserManagementPage />, { user: me, path });
      await screen.findByRole('list', { name: 'Users' });
      const olu = card('Olu Buyer');
      expect(await olu.findByText(words.customerOf(organization.name))).toBeVisible();
      expect(olu.getByText('Customer')).toBeVisible();
      expect(await card('Noor Buyer').findByText(words.noOrganization)).toBeVisible();
      expect(await card('Ines Buyer').findByText(words.noOrganization)).toBeVisible();

      // The creator's card has their parts (read when it shows), the customer's none of them.
      const cara = card('Cara Creator');
      expect(await cara.findByText('Tax form:')).toBeVisible();
      expect(await cara.findByText(`${identityMessages.identityTitle}:`)).toBeVisible();
      expect(cara.getByRole('button', { name: 'Qualifications and track record' })).toBeVisible();
      expect(cara.getByRole('button', { name: 'Message' })).toBeVisible();
      for (const name of [
        'Change Role',
        bonusMessages.awardBonusAction,
        'Message',
        'Qualifications and track record',
        identityMessages.identityResend,
      ])
        expect(olu.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(olu.queryByText('Tax form:')).not.toBeInTheDocument();
      expect(olu.queryByText(`${identityMessages.identityTitle}:`)).not.toBeInTheDocument();
      // What is a customer's too: their account's status, the admin's to change.
      const suspend = olu.getByRole('button', { name: 'Suspend' });
      if (me.role === 'admin') expect(suspend).toBeEnabled();
      else expect(suspend).toBeDisabled();
      expect(await axeViolations()).toEqual([]);
    },
  );
});
