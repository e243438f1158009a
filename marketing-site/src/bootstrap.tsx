// Standalone mode: the marketing site runs (and deploys) on its own with its own router.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, Spinner, theme } from '@groundtruth/ui-kit';
import { routesOf } from '@groundtruth/domain/paths';
import { pages } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {routesOf('marketing').map(([path, page]) => {
              const Page = pages[page];
              return <Route key={path} path={path} element={<Page />} />;
            })}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
