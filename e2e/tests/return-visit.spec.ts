// A return visit to the dashboard paints at once: the journeys are in
// testing/return-visit.ts, run here on the production build and in development mode.
import { test } from '../testing/test';
import {
  forgottenWhenAuthHasNone,
  keepsTapOnPicture,
  paintsKeptScreen,
  rendersBeforeAuth,
  returnVisit,
  roleLookupCutShort,
} from '../testing/return-visit';
import { pictureKeepsFormValues } from '../testing/picture-values';
import { appUrl } from '../testing/stack';

test.describe.configure({ timeout: 120_000 });

test.describe('production build', () => {
  test('a return visit shows the last tasks before Firestore answers; Sign Out forgets them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await returnVisit(page, appUrl);
  });
  test('a return visit renders the dashboard while Auth restores the session', ({ page }) =>
    rendersBeforeAuth(page, appUrl));
  test('a remembered session Auth no longer has goes to sign-in and is forgotten', ({ page }) =>
    forgottenWhenAuthHasNone(page, appUrl));
  test('a role lookup cut short is not remembered: the next load of a staff page stays there', ({
    page,
  }) => roleLookupCutShort(page, appUrl));
  test('a return visit paints the kept picture of the screen before the app loads; the live page replaces it', ({
    page,
  }) => paintsKeptScreen(page, appUrl));
  test("a screen's picture shows the form as it was left; what is typed on it carries onto the live screen", ({
    page,
  }) => pictureKeepsFormValues(page, appUrl));
  test("a tap on a screen's picture, before the app has loaded, opens the screen it names", ({
    page,
  }) => keepsTapOnPicture(page, appUrl));
});

test.describe('development mode', () => {
  // On the dev servers every development-mode journey shares (the devServer fixture).
  test('a return visit shows the last tasks before Firestore answers; Sign Out forgets them', async ({
    page,
    devServer,
  }) => {
    test.setTimeout(120_000);
    await returnVisit(page, devServer);
  });
  test('a return visit renders the dashboard while Auth restores the session', async ({
    page,
    devServer,
  }) => {
    test.setTimeout(120_000);
    await rendersBeforeAuth(page, devServer);
  });
  test('a remembered session Auth no longer has goes to sign-in and is forgotten', async ({
    page,
    devServer,
  }) => {
    test.setTimeout(120_000);
    await forgottenWhenAuthHasNone(page, devServer);
  });
  test('a return visit paints the kept picture of the screen before the app loads; the live page replaces it', async ({
    page,
    devServer,
  }) => {
    test.setTimeout(120_000);
    await paintsKeptScreen(page, devServer);
  });
  test("a screen's picture shows the form as it was left; what is typed on it carries onto the live screen", async ({
    page,
    devServer,
  }) => {
    test.setTimeout(120_000);
    await pictureKeepsFormValues(page, devServer);
  });
  test("a tap on a screen's picture, before the app has loaded, opens the screen it names", async ({
    page,
    devServer,
  }) => {
    test.setTimeout(120_000);
    await keepsTapOnPicture(page, devServer);
  });
});
