import { DASHBOARD_PATH } from './dashboard-path';

/**
 * Every route of the product (docs/product.md, Screens) and the pages each federated remote exposes.
 * The shell mounts remote pages under these paths; remotes link with them.
 */
export const paths = {
  home: '/',
  privacy: '/privacy',
  terms: '/terms',
  login: '/auth/login',
  signup: '/auth/signup',
  /** Asks for a password reset e-mail. */
  forgotPassword: '/auth/forgot-password',
  /**
   * Where the links of Auth's e-mails land: `?mode=resetPassword|verifyEmail&oobCode=…`, the
   * product's own page instead of Firebase's hosted one (its templates' action URL).
   */
  authAction: '/auth/action',
  /** Public: a customer invitation's link, `?token=…`, creates the account it invites. */
  invitation: '/invitation',
  dashboard: DASHBOARD_PATH,
  tasks: '/dashboard/tasks',
  submissions: '/dashboard/submissions',
  submit: '/dashboard/submit',
  payments: '/dashboard/payments',
  settings: '/dashboard/settings',
  adminTasks: '/dashboard/admin/tasks',
  adminSubmissions: '/dashboard/admin/submissions',
  users: '/dashboard/users',
  payouts: '/dashboard/payouts',
  audit: '/dashboard/audit',
  /** Platform settings: review deadlines and the default working time. */
  adminSettings: '/dashboard/admin/settings',
  /** Staff analytics: trends drawn as charts; admins only. */
  adminAnalytics: '/dashboard/admin/analytics',
  /** The creator's qualifications: what each unlocks, Start and Retry. */
  qualifications: '/dashboard/qualifications',
  /** One quiz attempt: `?id=<qualificationId>`. */
  qualificationQuiz: '/dashboard/qualifications/quiz',
  /** Qualification types, their quizzes and pass rates; admins only. */
  adminQualifications: '/dashboard/admin/qualifications',
  /** Reviewer QA per reviewer and second-opinion agreement; admins, and support for their own row. */
  adminReviewQuality: '/dashboard/review-quality',
  /** A creator's conversations with staff and their announcements; `?thread=` opens one. */
  messages: '/dashboard/messages',
  /** Staff: open conversations, oldest waiting first; `?thread=` opens one. */
  adminMessages: '/dashboard/admin/messages',
  /** Year-end tax reporting: payments per creator, 1099-NEC and DAC7 files; admins only. */
  adminTaxReporting: '/dashboard/admin/tax-reporting',
  /** A customer's dataset orders, newest first. */
  orders: '/dashboard/orders',
  /** A customer's new order: what they want, the licence and the quote. */
  newOrder: '/dashboard/orders/new',
  /** One order: `?id=<orderId>`; its quote, payment and progress. */
  order: '/dashboard/order',
  /** Staff: submitted and funded orders, turned into tasks. */
  adminOrders: '/dashboard/admin/orders',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The remotes the shell loads, by federation name. */
export const remoteNames = ['marketing', 'creator', 'staff', 'customer'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * The page each remote exposes for each of its routes. The shell mounts them at these paths,
 * and a remote running standalone serves them at the same paths.
 */
export const remoteRoutes = {
  marketing: { landing: paths.home, privacy: paths.privacy, terms: paths.terms },
  creator: {
    overview: paths.dashboard,
    tasks: paths.tasks,
    submissions: paths.submissions,
    submit: paths.submit,
    payments: paths.payments,
    settings: paths.settings,
    qualifications: paths.qualifications,
    qualificationQuiz: paths.qualificationQuiz,
    messages: paths.messages,
  },
  staff: {
    overview: paths.dashboard,
    tasks: paths.adminTasks,
    submissions: paths.adminSubmissions,
    users: paths.users,
    payouts: paths.payouts,
    audit: paths.audit,
    settings: paths.adminSettings,
    analytics: paths.adminAnalytics,
    qualifications: paths.adminQualifications,
    reviewQuality: paths.adminReviewQuality,
    messages: paths.adminMessages,
    taxReporting: paths.adminTaxReporting,
    orders: paths.adminOrders,
  },
  customer: {
    overview: paths.dashboard,
    orders: paths.orders,
    newOrder: paths.newOrder,
    order: paths.order,
  },
} as const satisfies Record<RemoteName, Record<string, AppPath>>;

/**
 * Staff paths for admins only: support do not see them in the sidebar and are sent
 * back to the overview, as any user is from a route that is not theirs, unless the page says
 * itself why they cannot use it (`adminOnlyPathsThatExplain`); the rules refuse them the data
 * regardless.
 */
export const adminOnlyPaths: readonly AppPath[] = [
  paths.adminAnalytics,
  paths.adminQualifications,
  paths.adminTaxReporting,
];

/**
 * Admin-only pages support may still open from their address: the page tells them in words
 * that only admins can see it (as Users, Payouts and Platform Settings say what support cannot
 * change), instead of a silent return to the overview.
 */
export const adminOnlyPathsThatExplain: readonly AppPath[] = [paths.adminAnalytics];

export type RemotePage<R extends RemoteName> = keyof (typeof remoteRoutes)[R] & string;

/** [path, page] pairs of one remote, for building routes. */
export function routesOf<R extends RemoteName>(remote: R): [AppPath, RemotePage<R>][] {
  return Object.entries(remoteRoutes[remote]).map(([page, path]) => [
    path as AppPath,
    page as RemotePage<R>,
  ]);
}

/**
 * What a remote's `./routes` module exports: one component per page. `Component` is left
 * generic so this package stays free of React.
 */
export interface RemoteRoutesModule<R extends RemoteName, Component> {
  pages: Record<RemotePage<R>, Component>;
}

/** The quiz screen of one qualification. */
export function qualificationQuizPath(qualificationId: string): string {
  return `${paths.qualificationQuiz}?${new URLSearchParams({ id: qualificationId }).toString()}`;
}

/** Review Submissions with one submission opened alone (`?submission=`), reviewable in place. */
export function reviewSubmissionPath(submissionId: string): string {
  return `${paths.adminSubmissions}?${new URLSearchParams({ submission: submissionId }).toString()}`;
}

/** Submit-work link with its query parameters (docs/product.md, Screens: taskId, optional acceptanceId). */
export function submitWorkPath(taskId: string, acceptanceId?: string): string {
  const query = new URLSearchParams({ taskId });
  if (acceptanceId) query.set('acceptanceId', acceptanceId);
  return `${paths.submit}?${query.toString()}`;
}

export { isDashboardPath } from './dashboard-path';
