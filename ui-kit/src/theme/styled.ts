// Side-effect module: types styled-components' DefaultTheme as our Theme wherever ui-kit is imported.
import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
