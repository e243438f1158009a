// The Tax and identity tab's tax form part, against the emulator with the real rules: the form on
// file as tax_profiles holds it (the number masked), and the interview's checks where each field
// is typed, with the IRS formats submitTaxForm checks. Signing itself calls a function: the
// functions suite (test/tax-forms.test.ts) drives it.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { taxMessages } from '@groundtruth/domain/tax-messages';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { closeTestClients } from '@groundtruth/platform/testing/emulator-client';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { PaymentsPage } from './payments-page';
import { owner, PATH, seedCreator } from './payments-test-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

afterAll(closeTestClients);

const TAB = '/dashboard/payments?tab=tax';

describe('Tax and identity: the tax form', () => {
  it('should show the form on file with its number masked and its end date', async () => {
    const creator = await seedCreator('tax-on-file');
    await setDoc(doc(owner, 'tax_profiles', creator.uid), {
      user_id: creator.uid,
      current_form_id: `${creator.uid}_req`,
      kind: 'w8ben',
      status: 'current',
      legal_name: 'Tomás Díaz',
      tin_masked: '••••4567',
      signed_at: Timestamp.fromMillis(Date.UTC(2026, 2, 15, 12)),
      expires_at: Timestamp.fromMillis(Date.UTC(2030, 0, 1)),
      reminded: false,
      name_mismatch_accepted: null,
      updated_at: Timestamp.fromMillis(Date.UTC(2026, 2, 15, 12)),
    });
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: TAB });
    expect(screen.getByRole('tab', { name: 'Tax and identity' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Tomás Díaz')).toBeInTheDocument();
    expect(screen.getByText('Form on file').nextElementSibling).toHaveTextContent('W-8BEN Valid');
    expect(screen.getByText('••••4567')).toBeInTheDocument();
    expect(screen.getByText('Dec 31, 2029')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign a new form' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Identity' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('should check each field where it is typed, with the IRS formats', async () => {
    const creator = await seedCreator('tax-interview');
    actAs(creator);
    renderScreen(<PaymentsPage />, { user: creator, path: PATH, url: TAB });
    expect(await screen.findByText(taxMessages.gateNoTaxForm)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Yes: I sign a W-9/ }));
    const ssn = screen.getByLabelText('SSN');
    await user.type(ssn, '666-12-3456');
    await user.tab();
    expect(ssn).toHaveAccessibleDescription(expect.stringContaining(taxMessages.ssnArea));
    await user.clear(ssn);
    await user.type(ssn, '123-45-6789');
    expect(ssn).not.toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('Number type'), 'ein');
    const ein = screen.getByLabelText('EIN');
    await user.clear(ein);
    await user.type(ein, '07-1234567');
    expect(ein).toHaveAccessibleDescription(expect.stringContaining(taxMessages.einPrefix));

    // The other answer is the W-8BEN, whose number may be given up with a reason.
    await user.click(screen.getByRole('radio', { name: /No: I sign a W-8BEN/ }));
    expect(screen.getByLabelText('Date of birth (YYYY-MM-DD)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign W-8BEN' }));
    expect(screen.getByLabelText('If you have none, why not')).toHaveAccessibleDescription(
      expect.stringContaining(taxMessages.noTinReason),
    );
    expect(screen.getByText(taxMessages.certifyRequired)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
