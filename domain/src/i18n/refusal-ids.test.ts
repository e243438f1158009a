import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { serverMessages } from '../server-messages';
import { mailTranslator } from './mail';
import { refusalIdOf } from './refusal-ids';
import { refusalIn } from './refusal-words';

describe('refusalIdOf', () => {
  it('should name a refusal by its id, its arguments in order and its title', () => {
    expect(refusalIdOf(serverMessages.taskFull)).toEqual({ id: 'refusals.taskFull', args: [] });
    expect(refusalIdOf(serverMessages.fileExtensionMismatch('clip.txt', 'video/mp4'))).toEqual({
      id: 'refusals.fileExtensionMismatch',
      args: ['clip.txt', 'video/mp4'],
    });
    expect(
      refusalIdOf(
        serverMessages.insufficientBalanceBody('$12.00'),
        serverMessages.insufficientBalanceTitle,
      ),
    ).toEqual({
      id: 'refusals.insufficientBalanceBody',
      args: ['$12.00'],
      title_id: 'refusals.insufficientBalanceTitle',
    });
    // A count is a number, for the plural.
    expect(refusalIdOf(serverMessages.verificationTooQuickly(7))).toEqual({
      id: 'refusals.verificationTooQuickly',
      args: [7],
    });
    // One minute is said in the singular, and is named too.
    expect(refusalIdOf(serverMessages.verificationTooQuickly(1))).toEqual({
      id: 'refusals.verificationTooQuickly',
      args: [1],
    });
    expect(refusalIdOf(serverMessages.verificationCodesTooQuickly(1))).toEqual({
      id: 'refusals.verificationCodesTooQuickly',
      args: [1],
    });
    expect(refusalIdOf(messages.acceptBeforeSubmit)).toEqual({
      id: 'messages.acceptBeforeSubmit',
      args: [],
    });
  });

  it('should name nothing for words no table holds', () => {
    expect(refusalIdOf('payoutId: must not contain "/"')).toBeNull();
    expect(refusalIdOf(serverMessages.lastAdmin)).toBeNull();
  });
});

describe('refusalIn', () => {
  const refused = (message: string, title?: string) => ({
    code: 'functions/failed-precondition',
    message: `${message} [400]`,
    details: { ...(title ? { title } : {}), refusal: refusalIdOf(message, title) },
  });

  it("should say a named refusal in the translator's language, its title too", () => {
    const es = mailTranslator('es');
    expect(refusalIn(refused(serverMessages.taskFull), es)).toEqual({
      title: 'Error',
      message: 'Esta tarea ya no tiene plazas libres',
    });
    expect(
      refusalIn(
        refused(serverMessages.alreadyAcceptedBody, serverMessages.alreadyAcceptedTitle),
        mailTranslator('de'),
      ),
    ).toEqual({ title: 'Bereits angenommen', message: 'Du hast diese Aufgabe bereits angenommen' });
    expect(refusalIn(refused(serverMessages.verificationCodesTooQuickly(1)), es).message).toBe(
      'Se envió un código nuevo hace poco; puedes pedir otro en 1 minuto.',
    );
    expect(refusalIn(refused(serverMessages.verificationCodesTooQuickly(3)), es).message).toBe(
      'Se envió un código nuevo hace poco; puedes pedir otro en 3 minutos.',
    );
  });

  it("should say an input's refusal of a field in the translator's language, English as it was", () => {
    const invalid = (message: string) => ({
      code: 'functions/invalid-argument',
      message: `${message} [400]`,
      details: null,
    });
    const tooLong = invalid('message: must be at most 2000 characters');
    expect(refusalIn(tooLong, mailTranslator('es'))).toEqual({
      title: 'Error',
      message: 'Mensaje: como máximo 2000 caracteres',
    });
    expect(
      refusalIn(invalid('email: must be an e-mail address'), mailTranslator('de')).message,
    ).toBe('E-Mail: Gib eine E-Mail-Adresse ein');
    expect(refusalIn(invalid('release.signature: is required'), mailTranslator('fr')).message).toBe(
      'Signature : ce champ est obligatoire',
    );
    expect(refusalIn(tooLong, mailTranslator('en')).message).toBe(
      'Message must be at most 2000 characters',
    );
    // A check the table does not hold reads as received.
    expect(refusalIn(invalid('payoutId: must not contain "/"'), mailTranslator('es')).message).toBe(
      'Payout must not contain "/"',
    );
  });

  it('should keep English, and a refusal naming no message, as received', () => {
    const error = refused(serverMessages.taskFull);
    expect(refusalIn(error, mailTranslator('en')).message).toBe(serverMessages.taskFull);
    expect(refusalIn(refused(serverMessages.lastAdmin), mailTranslator('fr')).message).toBe(
      serverMessages.lastAdmin,
    );
  });
});
