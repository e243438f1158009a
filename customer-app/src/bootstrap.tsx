// Standalone mode for development: the remote's pages under their real paths, without the shell,
// with the same providers the shell gives them (platform/standalone).
import { createRoot } from 'react-dom/client';
import { routesOf } from '@groundtruth/domain/paths';
import { StandaloneApp } from '@groundtruth/platform/standalone';
import { pages } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StandaloneApp routes={routesOf('customer').map(([path, page]) => [path, pages[page]])} />,
);
