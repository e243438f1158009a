/**
 * E-mails in the creator's language (creator_profiles.locales.language): a notice's subject,
 * body and frame, and the unsubscribe page. English stays as it was word for word, what a
 * person wrote (a task's title, a reviewer's notes, the reason staff defined) is never
 * translated, and the bell's notification keeps the server's own words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { DEFAULT_REVIEW_REASONS } from '@groundtruth/domain/default-review-reasons';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { taskDigestId, utcDay } from '@groundtruth/domain/new-task-alerts';
import { sendNewTaskAlerts } from '../src/task-alerts/send-new-task-alerts';
import { sendNewTaskDigest } from '../src/task-alerts/send-new-task-digest';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { newTask, sentBackIn, submitted } from '../testing/flows';
import { DAY, runAt } from '../testing/jobs';
import { acceptedReleaseTask, inPerson } from '../testing/releases';
import { payableCreator } from '../testing/tax';
import { messageMails, newRequestId } from '../testing/threads';

let support: Member;

beforeAll(async () => {
  support = await newStaff('support');
});

const mailDoc = async (id: string) => (await admin.db().doc(`mail/${id}`).get()).data();

/** A creator whose stored language is `language` and whose submission was just sent back. */
async function reviewedIn(language: string, prefix: string) {
  const { creator, submissionId } = await sentBackIn(support, language, prefix);
  const id = `submission_reviewed_${submissionId}`;
  const mail = await mailDoc(id);
  return { creator, id, mail, message: mail?.message };
}

const poorQuality = DEFAULT_REVIEW_REASONS.find((reason) => reason.code === 'poor_quality')!;

describe('a review e-mail', () => {
  it('should be in French for a French-speaking creator, subject and body', async () => {
    const { id, message } = await reviewedIn('fr', 'mail-fr');
    expect(message.subject).toBe('Modifications demandées');
    // The task's title, the reason staff defined and the reviewer's notes stay as written.
    expect(message.text).toContain(
      `Street market\nMotif : ${poorQuality.label}. ${poorQuality.guidance}\nRemarques : Steadier, please`,
    );
    expect(message.text).toContain('Ouvrir Groundtruth : http');
    expect(message.text).toContain(
      'Vous recevez cet e-mail parce que les notifications par e-mail sont activées dans vos paramètres Groundtruth.',
    );
    expect(message.text).toContain('Désactiver les notifications par e-mail : http');
    expect(message.html).toContain('<html lang="fr">');
    expect(message.html).toContain('<h1 style="font-size:20px">Modifications demandées</h1>');
    expect(message.text).not.toContain('Reason:');
    // The bell keeps the server's words.
    const notice = (await admin.db().doc(`notifications/${id}`).get()).data();
    expect(notice?.title).toBe(serverMessages.notificationTitles.submission_reviewed.needs_changes);
  });

  it("should write an approval's notes after the task's title as French does", async () => {
    const creator = await newCreator('mail-fr-approved');
    await admin.db().doc(`creator_profiles/${creator.uid}`).update({ 'locales.language': 'fr' });
    const submissionId = await submitted(
      creator,
      await newTask(support, { title: 'Street market' }),
    );
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'approved',
      notes: 'Nice light',
    });
    const message = (await mailDoc(`submission_reviewed_${submissionId}`))?.message;
    expect(message.subject).toBe('Envoi approuvé');
    expect(message.text).toMatch(/^Street market : Nice light\n/);
    const notice = (
      await admin.db().doc(`notifications/submission_reviewed_${submissionId}`).get()
    ).data();
    expect(notice?.body).toBe('Street market: Nice light');
  });

  it('should read a language stored as a label before the codes', async () => {
    const { message } = await reviewedIn('French', 'mail-label');
    expect(message.subject).toBe('Modifications demandées');
  });

  it.each([
    ['es', 'Se piden cambios', 'Motivo: '],
    ['pt-BR', 'Alterações solicitadas', 'Motivo: '],
    ['de', 'Änderungen erbeten', 'Grund: '],
  ])('should be in %s for a creator who reads it', async (language, subject, reason) => {
    const { message } = await reviewedIn(language, `mail-${language}`);
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(`Street market\n${reason}${poorQuality.label}.`);
  });

  it.each(['en', 'hi', 'Swahili'])(
    'should stay in English, word for word, for a creator whose language is %s',
    async (language) => {
      const { creator, message } = await reviewedIn(language, 'mail-en');
      expect(message.subject).toBe(
        serverMessages.notificationTitles.submission_reviewed.needs_changes,
      );
      const [open, unsubscribe] = [
        /\nOpen Groundtruth: (\S+)\n/.exec(message.text)?.[1],
        /\nTurn off e-mail notifications: (\S+)$/.exec(message.text)?.[1],
      ];
      expect(open).toMatch(/\/dashboard\/submissions$/);
      expect(unsubscribe).toContain('token=');
      expect(message.text).toBe(
        [
          `Street market\nReason: ${poorQuality.label}. ${poorQuality.guidance}\nNotes: Steadier, please`,
          '',
          `${serverMessages.mailOpenApp}: ${open}`,
          '',
          '--',
          serverMessages.mailFooterNotifications,
          `${serverMessages.mailUnsubscribe}: ${unsubscribe}`,
        ].join('\n'),
      );
      expect(message.html.startsWith('<!doctype html><html><body ')).toBe(true);
      expect(creator.uid).toBeTruthy();
    },
  );
});

describe('the unsubscribe page', () => {
  it("should ask in the creator's language", async () => {
    const { message } = await reviewedIn('de', 'unsub-de');
    const url = String(message.headers['List-Unsubscribe']).slice(1, -1);
    const response = await fetch(url);
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('E-Mail-Benachrichtigungen ausschalten?');
    expect(html).toContain('>Einstellungen</a>');
    const done = await fetch(url, { method: 'POST' });
    expect(await done.text()).toContain('E-Mail-Benachrichtigungen sind ausgeschaltet');
  });

  it("should answer a link that names nobody in the browser's language", async () => {
    const { message } = await reviewedIn('en', 'unsub-bad-es');
    const url = new URL(String(message.headers['List-Unsubscribe']).slice(1, -1));
    url.searchParams.set('token', 'nobody.AAAA');
    const response = await fetch(url, { headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      'Este enlace para darte de baja no es válido. Desactiva las notificaciones por correo en Ajustes.',
    );
  });
});

/** Dollars as French writes them ("20,00 $US"). */
const dollarsFr = (dollars: number) =>
  new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(dollars);

describe('new-task e-mails', () => {
  it("should tell a French-speaking creator in French, the day's count as a plural", async () => {
    const creatorIn = async (choice: 'instant' | 'daily') => {
      const creator = await newCreator(`alerts-fr-${choice}`);
      await admin
        .db()
        .doc(`creator_profiles/${creator.uid}`)
        .update({
          chosen_paths: ['documentation'],
          new_task_emails: choice,
          'locales.language': 'fr',
        });
      return creator;
    };
    const [instant, daily] = await Promise.all([creatorIn('instant'), creatorIn('daily')]);
    const titles = ['Guide de réparation A', 'Guide de réparation B'];
    const ids: string[] = [];
    for (const title of titles) {
      const { taskId } = await support.call(callables.createTask, {
        title,
        description: 'Written work for the documentation path.',
        category: 'doc',
        payoutAmountCents: 2000,
        quotaLimit: null,
        status: 'published',
        dueAt: null,
        estimatedMinutes: 25,
      });
      ids.push(taskId);
    }
    await runAt(sendNewTaskAlerts, Date.now());
    const told = await mailDoc(`new_task_${ids[0]}_${instant.uid}`);
    expect(told?.message.subject).toBe(`Nouvelle tâche : ${titles[0]}`);
    // The pay line as the French screens write it: amounts the French way, the time and the rate
    // in French words ($20.00 for 25 minutes is $48.00 an hour).
    const payFr = `${dollarsFr(20)} · environ 25 min · ${dollarsFr(48)}/heure`;
    expect(told?.message.text).toContain(`${titles[0]} rapporte ${payFr}.`);
    expect(told?.message.text).not.toMatch(/about|\/hour/);

    const published = (await admin.db().doc(`tasks/${ids[0]}`).get()).get('published_at');
    const day = utcDay(published.toDate() as Date);
    await runAt(sendNewTaskDigest, Date.parse(`${day}T00:00:00Z`) + DAY + 60_000);
    const digest = await mailDoc(taskDigestId(day, daily.uid));
    expect(digest?.message.subject).toBe(`2 nouvelles tâches pour vous le ${day}`);
    expect(digest?.message.text).toContain('Nouvelles tâches correspondant à vos domaines :');
    expect(digest?.message.text).toContain(`${titles[1]} : ${payFr}`);
  });
});

describe('a bonus e-mail', () => {
  it('should be in German, its amount written the German way and its reason as staff wrote it', async () => {
    const [adminUser, creator] = await Promise.all([newStaff('admin'), payableCreator('bonus-de')]);
    await admin.db().doc(`creator_profiles/${creator.uid}`).update({ 'locales.language': 'de' });
    const requestId = `mail-language-${Date.now()}`;
    await adminUser.call(callables.awardBonus, {
      creatorId: creator.uid,
      amountCents: 2550,
      reason: 'Great lighting on every clip',
      requestId,
    });
    const mails = await admin
      .db()
      .collection('mail')
      .where('user_id', '==', creator.uid)
      .where('kind', '==', 'bonus_awarded')
      .get();
    expect(mails.docs).toHaveLength(1);
    const message = mails.docs[0]!.get('message');
    expect(message.subject).toBe('Du hast einen Bonus erhalten');
    expect(message.text).toMatch(/^25,50\s\$: Great lighting on every clip\n/);
  });
});

describe('a verification e-mail sent again by staff', () => {
  it("should be in the creator's language", async () => {
    const creator = await newCreator('verify-fr', 'Camille Créatrice', { verified: false });
    await admin.db().doc(`creator_profiles/${creator.uid}`).update({ 'locales.language': 'fr' });
    expect(await support.call(callables.resendVerificationEmail, { userId: creator.uid })).toEqual({
      userId: creator.uid,
      sent: true,
    });
    const mails = await admin
      .db()
      .collection('mail')
      .where('user_id', '==', creator.uid)
      .where('kind', '==', 'verify_email')
      .get();
    const message = mails.docs[0]?.get('message');
    expect(message.subject).toBe('Vérifiez votre adresse e-mail pour Groundtruth');
    expect(message.text).toMatch(/^Confirmez que cette adresse est bien la vôtre/);
    expect(message.html).toContain('<html lang="fr">');
  });
});

describe('a message notice', () => {
  it('should reach a French-speaking creator in French, and staff in English, each message as written', async () => {
    const [creator, staff] = await Promise.all([
      newCreator('thread-fr', 'Camille Créatrice'),
      newStaff('support', 'Sam Support'),
    ]);
    // Both chose French: staff's e-mails stay English all the same.
    await Promise.all(
      [creator, staff].map((member) =>
        admin.db().doc(`creator_profiles/${member.uid}`).update({ 'locales.language': 'fr' }),
      ),
    );
    const { threadId } = await creator.call(callables.startThread, {
      subject: 'Mon envoi',
      text: 'Que veut dire la revue ?',
      requestId: newRequestId(),
    });
    await staff.call(callables.postMessage, {
      threadId,
      text: 'The light was too low.',
      requestId: newRequestId(),
    });
    const [toCreator] = await messageMails(creator.uid, threadId);
    expect(toCreator?.message.subject).toBe('Nouveau message de l’assistance');
    expect(toCreator?.message.text).toMatch(/^Mon envoi : The light was too low\.\n/);
    const [toStaff] = await messageMails(staff.uid, threadId);
    expect(toStaff?.message.subject).toBe('New message from Camille Créatrice');
    expect(toStaff?.message.html.startsWith('<!doctype html><html><body ')).toBe(true);
  });
});

describe("a release's e-mails", () => {
  it('should ask a person in frame whose creator account reads Spanish in Spanish, names as written', async () => {
    const [adminStaff, inFrame] = await Promise.all([
      newStaff('admin'),
      newCreator('release-es', 'Lucía'),
    ]);
    await admin.db().doc(`creator_profiles/${inFrame.uid}`).update({ 'locales.language': 'es' });
    const { taskId, creator } = await acceptedReleaseTask(adminStaff, 'release-asker');
    const { releaseId } = await creator.call(callables.requestRelease, {
      taskId,
      signerName: 'Lucía',
      signerEmail: inFrame.email,
    });
    const message = (await mailDoc(`release_request_${releaseId}`))?.message;
    expect(message.subject).toBe('Te piden que firmes una autorización para una grabación');
    expect(message.text).toContain(
      'Un creador de Groundtruth cuya cuenta indica el nombre «Casey Creator» (un nombre que eligió él mismo y que Groundtruth no ha comprobado) dice que te grabó para la tarea «People at the market»',
    );
    expect(message.text).toContain('\nLeer y firmar la autorización: http');
    expect(message.text).toContain('\nNo fui yo: http');
    expect(message.html).toContain('<html lang="es">');
  });

  it('should send a copy signed in person in German to a German-speaking creator', async () => {
    const [adminStaff, inFrame] = await Promise.all([
      newStaff('admin'),
      newCreator('release-de', 'Jonas'),
    ]);
    await admin.db().doc(`creator_profiles/${inFrame.uid}`).update({ 'locales.language': 'de' });
    const { taskId, creator } = await acceptedReleaseTask(adminStaff, 'release-copy-de');
    const { releaseId } = await creator.call(callables.signReleaseInPerson, {
      taskId,
      release: { ...inPerson, signerEmail: inFrame.email },
    });
    const message = (await mailDoc(`release_copy_${releaseId}`))?.message;
    expect(message.subject).toBe('Deine unterschriebene Einwilligung');
    expect(message.text).toContain('Groundtruth-Aufgabe „People at the market“');
  });

  it('should stay English, word for word, for an address no creator account reads otherwise', async () => {
    const adminStaff = await newStaff('admin');
    const { taskId, creator } = await acceptedReleaseTask(adminStaff, 'release-en');
    const { releaseId } = await creator.call(callables.requestRelease, {
      taskId,
      signerName: 'Bo Bystander',
      signerEmail: `release-en-${Date.now()}@example.com`,
    });
    const message = (await mailDoc(`release_request_${releaseId}`))?.message;
    expect(message.subject).toBe(releaseMessages.releaseRequestSubject);
    expect(message.text).toContain(
      releaseMessages.releaseRequestBody('Casey Creator', 'People at the market'),
    );
    expect(message.html.startsWith('<!doctype html><html><body ')).toBe(true);
  });
});
