import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, ToastProvider, theme } from '@groundtruth/ui-kit';
import { SessionProvider } from '@groundtruth/platform/session';

/** App-wide providers: theme, toasts and the (lazily started) Auth session. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <SessionProvider>{children}</SessionProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
