import styled from 'styled-components';
import { Skeleton } from '@groundtruth/ui-kit';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { settingsWords } from '@groundtruth/domain/words/settings';
import { languageCodeOf } from '@groundtruth/domain/i18n/locales';
import { useWords } from '@groundtruth/platform/i18n';
import { newTaskEmailChoice } from '@groundtruth/domain/new-task-alerts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { LoadError, PageHeader } from '@groundtruth/platform/screen-parts';
import { useSettings } from '../api/get-settings';
import { NameForm } from './name-form';
import { PreferencesForm } from './preferences-form';
import { YourData } from './your-data';

const Forms = styled.div`
  display: grid;
  gap: 24px;
  max-width: 640px;
`;

/**
 * /dashboard/settings: the creator's name, country and language, notifications (the same
 * notify_email an e-mail's unsubscribe link turns off) and paths, and their data.
 */
export function SettingsPage() {
  const { user } = useSignedInUser();
  const settings = useSettings(user.uid);
  const words = useWords('settings', settingsWords);
  const messages = useWords('messages', englishMessages);
  return (
    <section aria-labelledby="settings-title">
      <PageHeader id="settings-title" title={words.title} description={words.description} />
      {settings.isPending ? (
        <Skeleton label={words.loading} count={2} height={160} />
      ) : settings.isError ? (
        <LoadError
          message={messages.failedLoadSettings}
          failedAt={settings.errorUpdatedAt}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Forms>
          {/* Keyed by what is stored: a save (or a change elsewhere) starts the form afresh. */}
          <NameForm
            key={`name:${settings.data.name}`}
            userId={user.uid}
            name={settings.data.name}
            email={settings.data.email}
          />
          <PreferencesForm
            key={`prefs:${JSON.stringify(settings.data.profile)}`}
            userId={user.uid}
            saved={{
              chosen_paths: settings.data.profile.chosen_paths,
              // A label stored before the codes ('Spanish') is shown, and saved, as its code.
              locales: {
                ...settings.data.profile.locales,
                language: languageCodeOf(settings.data.profile.locales.language),
              },
              notify_email: settings.data.profile.notify_email,
              notify_push: settings.data.profile.notify_push,
              new_task_emails: newTaskEmailChoice(settings.data.profile),
            }}
          />
          <YourData email={settings.data.email} />
        </Forms>
      )}
    </section>
  );
}
