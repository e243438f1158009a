// Floor page: React DOM renders one heading and a line. No app code, no other library: what a
// page that starts React pays, whatever else it does (bench/src/measure/lighthouse-floor.mjs).
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  h('main', null, h('h1', null, 'Floor'), h('p', { id: 'ran' }, 'react-dom')),
);
