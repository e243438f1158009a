import { Fragment } from 'react';
import styled from 'styled-components';
import type { PlatformSettings } from '@groundtruth/domain/entities';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  colorVars as c,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import { DateTime } from '@groundtruth/platform/screen-parts';
import {
  settingsFieldLabels as labels,
  settingsFormValues,
  type SettingsFormValues,
} from './settings-form-values';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${space[3]} ${space[5]};
  margin: 0;

  dt {
    color: ${c.textMuted};
    font-size: ${fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The deadlines card's heading and when they last changed: the same for the form and the text. */
export function DeadlinesHeader({ settings }: { settings: PlatformSettings }) {
  return (
    <CardHeader>
      <CardTitle as="h2" id="settings-deadlines">
        Review deadlines and working time
      </CardTitle>
      <CardDescription>
        {settings.updated_at ? (
          <>
            Last changed <DateTime value={settings.updated_at} />
          </>
        ) : (
          'The defaults: no admin has changed them yet.'
        )}
      </CardDescription>
    </CardHeader>
  );
}

/**
 * The settings in force as text, for support, who may read them but not change them: values
 * shown as fields would look editable.
 */
export function SettingsInForce({
  settings,
}: {
  /** The settings in force. */ settings: PlatformSettings;
}) {
  const values = settingsFormValues(settings);
  const fields = Object.keys(labels) as (keyof SettingsFormValues)[];
  return (
    <Card as="section" aria-labelledby="settings-deadlines">
      <DeadlinesHeader settings={settings} />
      <CardContent>
        <Facts>
          {fields.map((name) => (
            <Fragment key={name}>
              <dt>{labels[name]}</dt>
              <dd>{values[name] || staffMessages.noDefaultWorkingTime}</dd>
            </Fragment>
          ))}
        </Facts>
      </CardContent>
    </Card>
  );
}
