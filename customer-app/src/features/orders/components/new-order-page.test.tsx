// The new-order page: the form's messages per field before anything is sent, the creators' pay
// as typed, the standard licence shown with its version, Save draft (one request id per form,
// then the order's page), and the server's refusal in its words with nothing typed lost.
// createDatasetOrder is a Cloud Function, not running here: `call` stands in for it (the
// functions project tests the callable itself).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callables } from '@groundtruth/domain/callable-registry';
import {
  orderMessages,
  STANDARD_LICENCE_VERSION,
  standardLicenceText,
} from '@groundtruth/domain/dataset-orders';
import { paths } from '@groundtruth/domain/paths';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import { customer, seedCustomer } from '../testing/seed-customer';
import NewOrderPage from './new-order-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-customer-new-order'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

configure({ asyncUtilTimeout: 5_000 });

const project = ownProject('demo-customer-new-order');
const ada = customer('no-ada', 'no-org-acme');
const path = paths.newOrder;

/** yyyy-mm-dd, local time, `days` from today. */
function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

beforeAll(() => seedCustomer(project.owner(), ada, 'Acme Robotics'));
afterAll(() => project.close());
beforeEach(() => {
  callMock.mockReset();
  project.actAs(ada);
});

type User = ReturnType<typeof userEvent.setup>;

async function fillValidOrder(user: User, deadline = dayFromToday(30)) {
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Kitchens at dinner time');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'video');
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'A minute of cooking');
  await user.type(screen.getByRole('textbox', { name: /^Languages/ }), 'en, es-MX');
  await user.type(screen.getByRole('textbox', { name: /^Countries/ }), 'Mexico, Spain');
  await user.type(screen.getByRole('textbox', { name: /^Items wanted/ }), '200');
  await user.type(screen.getByRole('textbox', { name: /^Pay per item/ }), '12.50');
  await user.type(screen.getByLabelText(/^Deadline/), deadline);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Scope' }), 'commercial');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Term' }), '3');
  await user.click(screen.getByRole('checkbox', { name: /Exclusive licence/ }));
}

describe('New order', () => {
  it('should say what is wrong with each field and send nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<NewOrderPage />, { user: ada, path });
    expect(screen.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      'Title is required',
    );
    // The first field to fix takes the focus.
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(
      /Description is required/,
    );
    expect(screen.getByRole('textbox', { name: /^Items wanted/ })).toHaveAccessibleDescription(
      /Items wanted is required/,
    );
    expect(screen.getByRole('textbox', { name: /^Pay per item/ })).toHaveAccessibleDescription(
      /Pay per item \(USD\) is required/,
    );
    expect(screen.getByLabelText(/^Deadline/)).toHaveAccessibleDescription('Deadline is required');

    await user.type(screen.getByRole('textbox', { name: /^Items wanted/ }), '0');
    await user.type(screen.getByRole('textbox', { name: /^Pay per item/ }), 'ten');
    await user.type(screen.getByRole('textbox', { name: /^Languages/ }), 'en, English');
    await user.type(screen.getByLabelText(/^Deadline/), dayFromToday(0));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByRole('textbox', { name: /^Items wanted/ })).toHaveAccessibleDescription(
      /Items wanted must be at least 1/,
    );
    expect(screen.getByRole('textbox', { name: /^Pay per item/ })).toHaveAccessibleDescription(
      /Pay per item must be an amount in dollars/,
    );
    expect(screen.getByRole('textbox', { name: /^Languages/ })).toHaveAccessibleDescription(
      /Not a language code: English/,
    );
    expect(screen.getByLabelText(/^Deadline/)).toHaveAccessibleDescription(
      'Deadline must be after today',
    );
    expect(callMock).not.toHaveBeenCalled();
  });

  it("should show the creators' pay as typed, the fee to come, and the standard licence", async () => {
    const user = userEvent.setup();
    renderScreen(<NewOrderPage />, { user: ada, path });
    const quote = screen.getByRole('group', { name: 'Quote' });
    expect(within(quote).getByText('—')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Items wanted/ }), '200');
    await user.type(screen.getByRole('textbox', { name: /^Pay per item/ }), '12.50');
    expect(within(quote).getByText('$2,500.00')).toBeVisible();
    expect(within(quote).getByText(/fee is added when you save/)).toBeVisible();
    const licence = screen.getByRole('group', { name: 'Licence' });
    expect(
      within(licence).getByText(`Standard licence, version ${STANDARD_LICENCE_VERSION}`),
    ).toBeVisible();
    expect(licence).toHaveTextContent(standardLicenceText.split('\n')[2]!);
    expect(await axeViolations()).toEqual([]);
  });

  it("should save a draft with the form's request id and open the order's page", async () => {
    let settle: (value: unknown) => void = () => undefined;
    callMock.mockImplementation(() => new Promise((resolve) => (settle = resolve)));
    const user = userEvent.setup();
    const { currentUrl } = renderScreen(<NewOrderPage />, { user: ada, path });
    const deadline = dayFromToday(30);
    await fillValidOrder(user, deadline);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    // While saving, the button says so and cannot be pressed again.
    const busy = screen.getByRole('button', { name: /Saving…/ });
    expect(busy).toBeDisabled();
    expect(callMock).toHaveBeenCalledTimes(1);
    const [entry, input] = callMock.mock.calls[0]!;
    expect(entry).toBe(callables.createDatasetOrder);
    expect(input).toEqual({
      title: 'Kitchens at dinner time',
      category: 'video',
      description: 'A minute of cooking',
      instructions: '',
      requirements: null,
      people: 'none',
      languages: ['en', 'es-MX'],
      countries: ['Mexico', 'Spain'],
      quantity: 200,
      payoutPerItemCents: 1250,
      deadline: new Date(`${deadline}T23:59:59`).toISOString(),
      licence: { scope: 'commercial', termYears: 3, exclusive: true },
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    settle({ orderId: (input as { requestId: string }).requestId });
    await waitFor(() =>
      expect(currentUrl()).toBe(
        `/dashboard/order?id=${(input as { requestId: string }).requestId}`,
      ),
    );
    expect(await screen.findByText(orderMessages.orderCreated)).toBeVisible();
  });

  it("should show the server's message, keep what was typed, and retry with the same request id", async () => {
    callMock.mockRejectedValueOnce(
      Object.assign(new Error('Only the people of an organisation can order datasets'), {
        code: 'functions/permission-denied',
      }),
    );
    const user = userEvent.setup();
    const { currentUrl } = renderScreen(<NewOrderPage />, { user: ada, path });
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only the people of an organisation can order datasets');
    expect(currentUrl()).toBe(path);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Kitchens at dinner time');
    expect(screen.getByRole('textbox', { name: /^Pay per item/ })).toHaveValue('12.50');
    expect(screen.getByRole('checkbox', { name: /Exclusive licence/ })).toBeChecked();

    callMock.mockResolvedValueOnce({ orderId: 'whatever' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(2));
    const [first, second] = callMock.mock.calls.map(([, input]) => input as { requestId: string });
    expect(second!.requestId).toBe(first!.requestId);
  });

  it('should save with Enter from a field', async () => {
    callMock.mockResolvedValue({ orderId: 'kb-order' });
    const user = userEvent.setup();
    const { currentUrl } = renderScreen(<NewOrderPage />, { user: ada, path });
    await fillValidOrder(user);
    screen.getByRole('textbox', { name: /^Title/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/order?id=kb-order'));
  });
});
