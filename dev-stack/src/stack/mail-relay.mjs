// Auth's e-mails, locally (docs/architecture.md, E-mail). In production Firebase Auth sends the password-reset and
// verification e-mails itself, from templates whose action URL is the product's /auth/action
// page. The Auth emulator sends nothing: it only lists the out-of-band codes it issued at
// /emulator/v1/projects/{id}/oobCodes. This loop polls that list about once a second and sends
// each new code into the local inbox (MailDev) over SMTP, with a link to the product's own page,
// so a person on `npm start` and the journeys read the same e-mail a person gets in production.
// Codes are remembered in memory: the emulator does not export them, so a restart starts empty.
// A code the functions issued themselves (support's resend, resendVerificationEmail) travels in
// the e-mail outbox (`mail/verify_email_{code}`), as it must in production, where Firebase sends
// only the e-mails the client SDK asks for: the relay skips it.
// The functions' own nodemailer (a workspace dependency, installed at the root): the relay sends
// the way deliverMail does.
import nodemailer from 'nodemailer';

const FROM = 'Groundtruth <no-reply@groundtruth.local>';

/** Subject and wording per kind of code; the other kinds (sign-in links, e-mail change) are not used. */
const templates = {
  PASSWORD_RESET: {
    mode: 'resetPassword',
    subject: 'Reset your Groundtruth password',
    text: (link) =>
      `Someone asked to reset the password of your Groundtruth account. To choose a new password, open this link:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
  },
  VERIFY_EMAIL: {
    mode: 'verifyEmail',
    subject: 'Verify your e-mail for Groundtruth',
    text: (link) =>
      `Confirm that this address is yours by opening this link:\n\n${link}\n\nPayouts are sent only to accounts with a verified e-mail address.`,
  },
};

/** The relays this process started; stopMailRelay ends them. */
const relays = new Set();

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The e-mail for one code: plain text and the same words in HTML, with the product's link. */
function compose({ email, oobCode, requestType }, appUrl) {
  const template = templates[requestType];
  const link = `${appUrl}/auth/action?${new URLSearchParams({ mode: template.mode, oobCode })}`;
  const text = template.text(link);
  const html = text
    .split('\n\n')
    .map((part) => escapeHtml(part))
    .map((part) =>
      part === escapeHtml(link) ? `<p><a href="${part}">${part}</a></p>` : `<p>${part}</p>`,
    )
    .join('');
  return { from: FROM, to: email, subject: template.subject, text, html };
}

/** Whether the functions put `oobCode` into the e-mail outbox (read as an admin). */
async function inOutbox(firestoreUrl, projectId, oobCode, signal) {
  const response = await fetch(
    `${firestoreUrl}/v1/projects/${projectId}/databases/(default)/documents/mail/verify_email_${encodeURIComponent(oobCode)}`,
    { headers: { authorization: 'Bearer owner' }, signal },
  );
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
  return true;
}

/**
 * Starts relaying the Auth emulator's codes into the inbox at `smtpUrl` until stopMailRelay.
 * A failed poll or send is logged once per kind of failure and tried again on the next tick.
 * @param {{ authUrl: string, firestoreUrl: string, projectId: string, smtpUrl: string,
 *   appUrl: string, log?: (line: string) => void, intervalMs?: number }} options
 */
export function startMailRelay({
  authUrl,
  firestoreUrl,
  projectId,
  smtpUrl,
  appUrl,
  log = console.log,
  intervalMs = 1000,
}) {
  const transport = nodemailer.createTransport(smtpUrl);
  const sent = new Set();
  /** Codes seen on an earlier poll: a code is handled from its second sighting on. */
  const seen = new Set();
  const controller = new AbortController();
  let running = false;
  let lastError = '';
  const tick = async () => {
    if (running || controller.signal.aborted) return;
    running = true;
    try {
      const response = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/oobCodes`, {
        signal: controller.signal,
      });
      const { oobCodes = [] } = await response.json();
      for (const code of oobCodes) {
        if (sent.has(code.oobCode) || !templates[code.requestType] || !code.email) continue;
        // A poll later, a function that issued the code for the outbox has written it there.
        if (!seen.has(code.oobCode)) {
          seen.add(code.oobCode);
          continue;
        }
        if (!(await inOutbox(firestoreUrl, projectId, code.oobCode, controller.signal))) {
          await transport.sendMail(compose(code, appUrl));
        }
        sent.add(code.oobCode);
      }
      lastError = '';
    } catch (error) {
      if (!controller.signal.aborted && error.message !== lastError) {
        lastError = error.message;
        log(`Auth e-mails could not reach the inbox: ${error.message}`);
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  relays.add({ timer, controller, transport });
  void tick();
}

/** Stops every relay of this process. */
export function stopMailRelay() {
  for (const { timer, controller, transport } of relays) {
    clearInterval(timer);
    controller.abort();
    transport.close();
  }
  relays.clear();
}
