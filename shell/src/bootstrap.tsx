import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { remotesManifest } from './remotes/federation';
import { takePrerendered } from './remotes/prerendered';

// Start reading the remotes manifest while React renders; remote pages wait for it.
remotesManifest().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
takePrerendered(root);

createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
