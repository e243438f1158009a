import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  colorVars as c,
  fontSizes,
  fontWeights,
  Select,
  useToast,
} from '@groundtruth/ui-kit';
import { signupPaths, type SignupPath } from '@groundtruth/domain/constants';
import { countries } from '@groundtruth/domain/locales';
import { languageChoices, localeOfLanguage } from '@groundtruth/domain/i18n/locales';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { newTaskEmailChoices } from '@groundtruth/domain/new-task-alerts';
import { taskAlertMessages as englishTaskAlerts } from '@groundtruth/domain/task-alert-messages';
import { navWords } from '@groundtruth/domain/words/nav';
import { settingsWords } from '@groundtruth/domain/words/settings';
import { useCountryName } from '@groundtruth/platform/format';
import { switchLocale, useWords } from '@groundtruth/platform/i18n';
import { useUpdatePreferences, type Preferences } from '../api/update-preferences';

const Fields = styled.div`
  display: grid;
  gap: 16px;
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;

  legend {
    font-weight: ${fontWeights.semibold};
    margin-bottom: 8px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const FieldError = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${c.destructive};
`;

const same = (a: Preferences, b: Preferences) =>
  a.locales.country === b.locales.country &&
  a.locales.language === b.locales.language &&
  a.notify_email === b.notify_email &&
  a.notify_push === b.notify_push &&
  a.new_task_emails === b.new_task_emails &&
  a.chosen_paths.length === b.chosen_paths.length &&
  a.chosen_paths.every((p) => b.chosen_paths.includes(p));

/** A stored value missing from the list (e.g. set before the list changed) stays choosable. */
const optionsOf = (
  list: readonly string[],
  current: string,
  labelOf: (value: string) => string = (value) => value,
) =>
  (current && !list.includes(current) ? [current, ...list] : list).map((v) => ({
    value: v,
    label: labelOf(v),
  }));

/**
 * Country, language, notifications and chosen paths: the creator's own profile document. The
 * language is kept as its code (a label stored before the codes shows as its code, and is
 * saved as one); saved, it switches every open screen to it.
 */
export function PreferencesForm({ userId, saved }: { userId: string; saved: Preferences }) {
  const [form, setForm] = useState<Preferences>(saved);
  const words = useWords('settings', settingsWords);
  const countryName = useCountryName(words.otherCountry);
  const nav = useWords('nav', navWords);
  const messages = useWords('messages', englishMessages);
  const taskAlertMessages = useWords('taskAlerts', englishTaskAlerts);
  const language = languageChoices.find((choice) => choice.code === form.locales.language);
  const [pathsError, setPathsError] = useState(false);
  const { toast, toastError } = useToast();
  const update = useUpdatePreferences(userId);
  const changed = !same(form, saved);

  const togglePath = (path: SignupPath, checked: boolean) => {
    setPathsError(false);
    setForm((f) => ({
      ...f,
      // Kept in the wizard's order, so the stored list does not depend on click order.
      chosen_paths: signupPaths.filter((p) => (p === path ? checked : f.chosen_paths.includes(p))),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.chosen_paths.length === 0) {
      setPathsError(true);
      toastError(messages.selectOnePath);
      return;
    }
    // The promise, not mutate's callbacks: the saved settings re-key this form, and a form
    // already replaced would never say that they were saved.
    update.mutateAsync(form).then(
      () => {
        const saidIn = form.locales.language
          ? switchLocale(localeOfLanguage(form.locales.language))
          : Promise.resolve();
        // Said in the language just chosen.
        void saidIn.then(() => toast({ title: messages.settingsSaved, variant: 'success' }));
      },
      (failure: unknown) =>
        toastError(
          failure instanceof Error && failure.message ? failure.message : messages.unexpected,
        ),
    );
  };

  return (
    <Card as="form" aria-labelledby="settings-preferences" onSubmit={submit}>
      <CardHeader>
        <CardTitle as="h2" id="settings-preferences">
          {words.preferences}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Fields>
          <Select
            label={words.country}
            placeholder={words.selectCountry}
            options={optionsOf(countries, form.locales.country, countryName)}
            value={form.locales.country}
            onChange={(e) =>
              setForm((f) => ({ ...f, locales: { ...f.locales, country: e.target.value } }))
            }
          />
          <Select
            label={words.language}
            placeholder={words.selectLanguage}
            options={[
              ...(form.locales.language && !language
                ? [{ value: form.locales.language, label: form.locales.language }]
                : []),
              ...languageChoices.map((choice) => ({
                value: choice.code,
                label: nav.languageNames[choice.code],
              })),
            ]}
            hint={
              language && !language.locale && language.code !== 'other'
                ? nav.inEnglishForNow(navWords.languageNames[language.code])
                : undefined
            }
            value={form.locales.language}
            onChange={(e) =>
              setForm((f) => ({ ...f, locales: { ...f.locales, language: e.target.value } }))
            }
          />
          <Fieldset>
            <legend>{words.notifications}</legend>
            <Checkbox
              label={words.emailNotifications}
              description={words.emailNotificationsHint}
              checked={form.notify_email}
              onChange={(e) => setForm((f) => ({ ...f, notify_email: e.target.checked }))}
            />
            <Checkbox
              label={words.pushNotifications}
              description={words.pushNotificationsHint}
              checked={form.notify_push}
              onChange={(e) => setForm((f) => ({ ...f, notify_push: e.target.checked }))}
            />
          </Fieldset>
          <Fieldset aria-describedby="settings-new-task-emails-hint">
            <legend>{taskAlertMessages.newTaskEmailsLegend}</legend>
            <Hint id="settings-new-task-emails-hint">
              {form.notify_email
                ? taskAlertMessages.newTaskEmailsHint
                : taskAlertMessages.newTaskEmailsMailOff}
            </Hint>
            {newTaskEmailChoices.map((choice) => (
              <Choice key={choice}>
                <input
                  type="radio"
                  name="new_task_emails"
                  value={choice}
                  checked={form.new_task_emails === choice}
                  onChange={() => setForm((f) => ({ ...f, new_task_emails: choice }))}
                />
                {words.newTaskEmails[choice]}
              </Choice>
            ))}
          </Fieldset>
          <Fieldset aria-describedby={pathsError ? 'settings-paths-error' : undefined}>
            <legend>{words.whatYouCreate}</legend>
            {signupPaths.map((path) => (
              <Checkbox
                key={path}
                label={words.paths[path]}
                checked={form.chosen_paths.includes(path)}
                onChange={(e) => togglePath(path, e.target.checked)}
              />
            ))}
            {pathsError ? (
              <FieldError id="settings-paths-error" role="alert">
                {messages.selectOnePath}
              </FieldError>
            ) : null}
          </Fieldset>
        </Fields>
      </CardContent>
      <CardFooter>
        <Button type="submit" variant="primary" loading={update.isPending} disabled={!changed}>
          {words.saveSettings}
        </Button>
      </CardFooter>
    </Card>
  );
}
