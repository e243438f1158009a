// The monthly bill of the cost bench: published prices, the month's profile, and the bill per
// line from the measured usage of each action (cost.mjs measures it on the local stack).

/**
 * Published list prices, USD, Blaze plan, as of 2025 (firebase.google.com/pricing,
 * cloud.google.com/firestore/pricing, cloud.google.com/storage/pricing,
 * cloud.google.com/run/pricing; not re-read from this offline machine: check them before
 * budgeting). Firestore: Standard edition, multi-region nam5 (Firebase's default US location).
 * Storage: Standard class, us-central1 (buckets on Cloud Storage pricing since October 2024).
 * Functions: 2nd gen (Cloud Run) at 256 MiB = 0.167 vCPU, billed per 100 ms.
 */
export const PRICES = {
  date: '2025 list prices',
  firestore: {
    readsPer100k: 0.06,
    writesPer100k: 0.18,
    deletesPer100k: 0.02,
    storedPerGiBMonth: 0.18,
    free: { readsPerDay: 50_000, writesPerDay: 20_000, deletesPerDay: 20_000, storedGiB: 1 },
  },
  storage: {
    storedPerGBMonth: 0.02,
    egressPerGB: 0.12,
    classAPer1k: 0.005,
    classBPer1k: 0.0004,
    free: { storedGB: 5, egressGB: 100, classA: 5000, classB: 50_000 },
  },
  functions: {
    invocationsPerMillion: 0.4,
    vcpuSecond: 0.000024,
    gibSecond: 0.0000025,
    vcpu: 0.167,
    gib: 0.25,
    free: { invocations: 2_000_000, vcpuSeconds: 180_000, gibSeconds: 360_000 },
  },
  hosting: { egressPerGB: 0.15, free: { egressGB: 10.8 } },
};

/** The month the bill is for (the profile, with the assumptions it leaves open). */
export const PROFILE = {
  creators: 10_000,
  submissionsPerMonth: 30_000,
  storedGB: 500,
  /** Sessions a creator has in a month; each signs in and opens the overview and three screens. */
  sessionsPerCreator: 6,
  /** Of those, visits that download the apps' files (a deploy or an emptied cache). */
  coldLoadsPerCreator: 2,
  /** Acceptances per submission (some expire unused). */
  acceptancesPerSubmission: 1.2,
  /** Share of submissions approved, so paid out (the seed's review mix). */
  approvedShare: 0.78,
  /** Staff: people × working days × sessions a day, each opening every staff screen. */
  staffSessions: 10 * 22 * 3,
  /** Reviews made per opening of the review screen. */
  reviewsPerQueueVisit: 20,
  /** Average bytes a submission uploads: 500 GB is a year of 30,000 a month. */
  get submissionBytes() {
    return (this.storedGB * 1e9) / (this.submissionsPerMonth * 12);
  },
};

const MINUTES_PER_MONTH = 30 * 24 * 60;

const sum = (xs, f) => xs.reduce((s, x) => s + f(x), 0);

/** Monthly quantities from the measured actions and the profile; then the bill per line. */
export function monthlyBill(m, profile = PROFILE, prices = PRICES) {
  const p = profile;
  const screensRead = (rows, routes) =>
    sum(
      rows.filter((r) => routes.includes(r.route)),
      (r) => r.clientReads + r.serverReads,
    );
  const creatorSessionReads =
    m.signIn.reads +
    screensRead(m.creatorScreens, [
      '/dashboard/tasks',
      '/dashboard/submissions',
      '/dashboard/payments',
    ]);
  const staffSessionReads = sum(m.staffScreens, (r) => r.clientReads + r.serverReads);
  const reviewQueueReads = screensRead(m.staffScreens, ['/dashboard/admin/submissions']);
  const sessions = p.creators * p.sessionsPerCreator;
  const accepts = p.submissionsPerMonth * p.acceptancesPerSubmission;
  const subs = p.submissionsPerMonth;
  const payouts = subs * p.approvedShare;
  const jobRuns = m.jobs.map((j) => ({ ...j, runs: MINUTES_PER_MONTH / j.everyMinutes }));

  const actions = [
    [
      'creator sessions (sign-in, overview + 3 screens)',
      sessions,
      { reads: creatorSessionReads, writes: 0, deletes: 0, invocations: 0, ms: 0 },
    ],
    [
      'staff sessions (every staff screen)',
      p.staffSessions,
      { reads: staffSessionReads, writes: 0, deletes: 0, invocations: 0, ms: 0 },
    ],
    [
      'review-queue visits',
      subs / p.reviewsPerQueueVisit,
      { reads: reviewQueueReads, writes: 0, deletes: 0, invocations: 0, ms: 0 },
    ],
    ['accept', accepts, m.accept],
    ['submit', subs, m.submit],
    ['review', subs, m.review],
    ['payout', payouts, m.payout],
    ...jobRuns.map((j) => [`job ${j.name} (every ${j.everyMinutes} min)`, j.runs, j]),
  ];
  const total = (key) => sum(actions, ([, n, a]) => n * a[key]);
  const reads = total('reads');
  const writes = total('writes');
  const deletes = total('deletes');
  const invocations = total('invocations');
  const billedSeconds = sum(actions, ([, n, a]) =>
    a.invocations ? n * Math.ceil(a.ms / 100) * 0.1 : 0,
  );

  const f = prices.firestore;
  const s = prices.storage;
  const fn = prices.functions;
  const over = (q, free) => Math.max(0, q - free);
  const firestoreGiB = m.firestoreGiB;
  const egressGB = (subs * p.submissionBytes) / 1e9;
  const hostingGB = (p.creators * p.coldLoadsPerCreator * m.signIn.bytes) / 1e9;
  const lines = [
    {
      line: 'Firestore document reads',
      quantity: reads,
      unit: 'reads',
      price: `$${f.readsPer100k}/100k`,
      cost: (over(reads, f.free.readsPerDay * 30) / 1e5) * f.readsPer100k,
    },
    {
      line: 'Firestore document writes',
      quantity: writes,
      unit: 'writes',
      price: `$${f.writesPer100k}/100k`,
      cost: (over(writes, f.free.writesPerDay * 30) / 1e5) * f.writesPer100k,
    },
    {
      line: 'Firestore document deletes',
      quantity: deletes,
      unit: 'deletes',
      price: `$${f.deletesPer100k}/100k`,
      cost: (over(deletes, f.free.deletesPerDay * 30) / 1e5) * f.deletesPer100k,
    },
    {
      line: 'Firestore stored data',
      quantity: firestoreGiB,
      unit: 'GiB',
      price: `$${f.storedPerGiBMonth}/GiB-mo`,
      cost: over(firestoreGiB, f.free.storedGiB) * f.storedPerGiBMonth,
    },
    {
      line: 'Storage stored (media)',
      quantity: p.storedGB,
      unit: 'GB',
      price: `$${s.storedPerGBMonth}/GB-mo`,
      cost: over(p.storedGB, s.free.storedGB) * s.storedPerGBMonth,
    },
    {
      line: 'Storage egress (each submission downloaded once in review)',
      quantity: egressGB,
      unit: 'GB',
      price: `$${s.egressPerGB}/GB`,
      cost: over(egressGB, s.free.egressGB) * s.egressPerGB,
    },
    {
      line: 'Storage operations (upload class A, download class B)',
      quantity: subs * 2,
      unit: 'ops',
      price: `$${s.classAPer1k}/$${s.classBPer1k} per 1k`,
      cost:
        (over(subs, s.free.classA) / 1000) * s.classAPer1k +
        (over(subs, s.free.classB) / 1000) * s.classBPer1k,
    },
    {
      line: 'Functions invocations (callables + scheduled jobs)',
      quantity: invocations,
      unit: 'calls',
      price: `$${fn.invocationsPerMillion}/M`,
      cost: (over(invocations, fn.free.invocations) / 1e6) * fn.invocationsPerMillion,
    },
    {
      line: 'Functions compute (measured duration, 0.167 vCPU, 256 MiB)',
      quantity: billedSeconds,
      unit: 's',
      price: `$${fn.vcpuSecond}/vCPU-s + $${fn.gibSecond}/GiB-s`,
      cost:
        over(billedSeconds * fn.vcpu, fn.free.vcpuSeconds) * fn.vcpuSecond +
        over(billedSeconds * fn.gib, fn.free.gibSeconds) * fn.gibSecond,
    },
    {
      line: 'Hosting egress (cold loads of the apps)',
      quantity: hostingGB,
      unit: 'GB',
      price: `$${prices.hosting.egressPerGB}/GB`,
      cost: over(hostingGB, prices.hosting.free.egressGB) * prices.hosting.egressPerGB,
    },
  ];
  const totalCost = sum(lines, (l) => l.cost);
  const dominant = [...lines].sort((a, b) => b.cost - a.cost)[0];
  if (!dominant) throw new Error('the bill has no lines');
  return { actions, lines, total: totalCost, dominant };
}
