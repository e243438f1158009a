// Standalone mode for development: the remote's pages under their real paths, without the shell.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, Spinner, ToastProvider, theme } from '@groundtruth/ui-kit';
import { pages } from './routes';
import { routesOf } from '@groundtruth/domain/paths';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <BrowserRouter>
          <Suspense fallback={<Spinner />}>
            <Routes>
              {routesOf('staff').map(([path, page]) => {
                const Page = pages[page];
                return <Route key={path} path={path} element={<Page />} />;
              })}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  </StrictMode>,
);
