// The demo customer's dataset orders, made as the customer, the payment provider and staff make
// them: the buyer drafts, submits and pays (the sandbox payment page's own Pay button, which
// sends the signed webhook), an admin turns the funded order into a task and publishes it,
// creators submit to it and support approves. One order is in progress with approved items, one
// is filled and delivered (the buyer asks for it; the export job prepares it once the stack
// runs its jobs), one waits for its payment. Each step is skipped once done, so a resumed seed
// finishes the story.

/** The demo's orders, each found again by its fixed request id (its order's id). */
export const demoOrders = [
  {
    requestId: '6f1c2a52-3b8e-4c1a-9d0e-0a7d5e4b9c11',
    title: 'Home cooking, filmed overhead',
    category: 'video',
    description:
      'Short clips of people cooking at home, filmed from above the counter: hands, tools and ingredients in view.',
    instructions: 'Film from above, in good light; keep faces out of frame.',
    quantity: 20,
    payoutPerItemCents: 3000,
    licence: { scope: 'internal_training', termYears: 3, exclusive: false },
    stage: 'in_progress',
    // Minutes one clip takes, for the task's hourly rate.
    estimatedMinutes: 45,
    work: [
      { who: 'priya', files: ['video'] },
      { who: 'tomas', files: ['video'] },
    ],
  },
  {
    requestId: '3c8d1f6e-2a4b-4f9c-8e7d-5b0a9c1d2e33',
    title: 'Handwritten shopping lists',
    category: 'image',
    description:
      'A photo of a real handwritten shopping list, flat and in focus, the whole page in view.',
    instructions: 'Lay the list on a plain table; no names or addresses on it.',
    quantity: 2,
    payoutPerItemCents: 1500,
    licence: { scope: 'commercial', termYears: 0, exclusive: true },
    stage: 'delivered',
    estimatedMinutes: 10,
    work: [
      { who: 'maya', files: ['image'] },
      { who: 'tomas', files: ['image'] },
    ],
  },
  {
    requestId: '9a4e7b10-5d2f-4e8b-b1c3-7f6a2d9e0b22',
    title: 'Street signs in many languages',
    category: 'image',
    description: 'Photos of street and shop signs, one sign per photo, readable from edge to edge.',
    instructions: '',
    quantity: 50,
    payoutPerItemCents: 800,
    licence: { scope: 'training_and_evaluation', termYears: 1, exclusive: false },
    stage: 'submitted',
  },
];

/** Days from now to each order's deadline. */
const DEADLINE_DAYS = 60;

/**
 * Seeds the orders of `customer` (signed in through `client`) and the work on them:
 * `submit(who, taskId, files, k)` is the demo's own accept-upload-submit step (seed-data.mjs)
 * for the `k`th order.
 */
export async function seedOrders({ db, client, callables, people, customer, submit, log }) {
  const { call } = client;
  const deadline = new Date(Date.now() + DEADLINE_DAYS * 86_400_000).toISOString();
  for (const [k, { stage, estimatedMinutes, work = [], ...form }] of demoOrders.entries()) {
    const orderId = form.requestId;
    const order = () => db.doc(`dataset_orders/${orderId}`).get();
    await client.signIn(customer.email);
    if (!(await order()).exists) await call(callables.createDatasetOrder, { ...form, deadline });
    if ((await order()).get('status') === 'draft')
      await call(callables.submitDatasetOrder, { orderId });
    if (stage === 'submitted') continue;
    if ((await order()).get('status') === 'submitted') {
      const { url } = await call(callables.payDatasetOrder, { orderId });
      // The provider's page, as the buyer's browser posts its Pay button.
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=pay',
      });
      if (!response.ok) throw new Error(`the sandbox payment page answered ${response.status}`);
    }
    if ((await order()).get('status') === 'funded') {
      await client.signIn(people.admin.email);
      await call(callables.convertOrderToTasks, { orderId, taskCount: 1, estimatedMinutes });
    }
    const [taskId] = (await order()).get('task_ids');
    if ((await db.doc(`tasks/${taskId}`).get()).get('status') === 'draft') {
      await client.signIn(people.admin.email);
      await call(callables.setTaskStatus, { taskId, status: 'published' });
    }
    for (const item of work) {
      const submissionId = await submit(item.who, taskId, item.files, k);
      const submission = await db.doc(`submissions/${submissionId}`).get();
      if (submission.get('review_status') !== 'pending') continue;
      await client.signIn(people.support.email);
      await call(callables.reviewSubmission, {
        submissionId,
        decision: 'approved',
        notes: 'Clear, complete and as the order asks.',
      });
    }
    const delivery = (await order()).get('delivery');
    if (stage === 'delivered' && !delivery) {
      await client.signIn(customer.email);
      await call(callables.deliverDatasetOrder, { orderId });
    }
  }
  log(`  ${demoOrders.length} dataset orders`);
}
