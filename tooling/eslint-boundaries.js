// Import boundaries (CONVENTIONS: "imports flow one way"): a remote never imports the shell or
// another remote, and a feature never imports a sibling feature; what two features share moves
// down to the app (or to a shared package).
import path from 'node:path';
import * as routerApiModule from './react-router-dom.js';

const apps = ['shell', 'marketing-site', 'creator-app', 'staff-app', 'customer-app'];

/** The app folder and feature of a file, e.g. ['creator-app', 'tasks']. */
function placeOf(file) {
  const parts = path.relative(process.cwd(), file).split(path.sep);
  const app = apps.includes(parts[0]) ? parts[0] : null;
  const feature = app && parts[1] === 'src' && parts[2] === 'features' ? parts[3] : null;
  return { app, feature };
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Remotes stay apart from the shell and each other; features from siblings.',
    },
    schema: [],
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here.app) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (
        here.app !== 'shell' &&
        /^@groundtruth\/(shell|marketing-site|creator-app|staff-app|customer-app)\b/.test(source)
      ) {
        context.report({
          node,
          message: `${here.app} may not import ${source}: share it through a package.`,
        });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), source));
      if (target.app !== here.app) {
        context.report({
          node,
          message: `${here.app} may not import from ${target.app ?? 'outside its app'} (${source}).`,
        });
      } else if (here.feature && target.feature && target.feature !== here.feature) {
        context.report({
          node,
          message: `Feature "${here.feature}" may not import feature "${target.feature}": move the shared piece down to the app.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The React Router APIs the apps' builds provide (tooling/react-router-dom.js). */
const routerApi = new Set(Object.keys(routerApiModule));

/**
 * Only the router APIs the shared router module re-exports: the apps' builds resolve
 * 'react-router-dom' to it, so any other name would be undefined at run time (and adding one
 * there is a choice about what every page downloads).
 */
const routerApiRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import only the router APIs tooling/react-router-dom.js provides.' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (source === 'react-router') {
        context.report({ node, message: "Import the router from 'react-router-dom'." });
        return;
      }
      if (source !== 'react-router-dom') return;
      if (node.type === 'ExportAllDeclaration') {
        context.report({
          node,
          message: "Name the router APIs: no export * from 'react-router-dom'.",
        });
        return;
      }
      for (const specifier of node.specifiers ?? []) {
        if (specifier.type === 'ImportNamespaceSpecifier') {
          context.report({ node: specifier, message: 'Import the router APIs by name.' });
          continue;
        }
        if (specifier.importKind === 'type' || node.importKind === 'type') continue;
        const name = (specifier.imported ?? specifier.local)?.name;
        if (specifier.type === 'ImportDefaultSpecifier' || !routerApi.has(name)) {
          context.report({
            node: specifier,
            message: `'${name ?? 'default'}' is not among the router APIs the apps share; add it to tooling/react-router-dom.js if a page needs it.`,
          });
        }
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** Firebase SDKs that are not federation shares, and the firebase-web entry each comes through. */
const firebaseEntries = {
  'firebase/auth': '@groundtruth/firebase-web/auth',
  'firebase/firestore/lite': '@groundtruth/firebase-web/firestore-sdk',
  'firebase/firestore': '@groundtruth/firebase-web/firestore-live-sdk',
  'firebase/storage': '@groundtruth/firebase-web/storage-sdk',
  'firebase/functions': '@groundtruth/firebase-web/functions',
};

/**
 * Browser code takes Auth and Firestore Lite functions from their firebase-web entry (a shared
 * singleton that bundles only what it re-exports): a copy of the SDK bundled into an app would
 * be a second copy on the page, whose functions refuse the first copy's Auth or Firestore.
 */
const firebaseEntryRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Reach Firebase Auth and Firestore Lite through @groundtruth/firebase-web.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      const entry = firebaseEntries[source];
      if (!entry || node.importKind === 'type' || node.exportKind === 'type') return;
      context.report({ node, message: `Import '${source}' functions from '${entry}'.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
    };
  },
};

export default {
  rules: { boundaries, 'router-api': routerApiRule, 'firebase-entry': firebaseEntryRule },
};
