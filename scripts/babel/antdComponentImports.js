/*
 * For jest only (babel.config.js): `import { Button, Form } from 'antd'` becomes one import per
 * component (`antd/lib/button`, `antd/lib/form`). The `antd` entry requires every component,
 * about 1,500 modules, and jest loads each test file's modules afresh; webpack keeps only the
 * components used (tree shaking), which this gives the tests too.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** Each export of antd's entry and the folder it comes from: `Button` → `button`. */
function antdFolders() {
  const entry = readFileSync(require.resolve('antd/lib/index.js'), 'utf8');
  const folderOfVariable = new Map(
    [...entry.matchAll(/var (\w+) = _interopRequireDefault\(require\("\.\/([\w-]+)"\)\);/g)].map(
      ([, variable, folder]) => [variable, folder],
    ),
  );
  const folders = new Map();
  for (const [, name, variable] of entry.matchAll(
    /exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (\w+)\.default;/g,
  )) {
    const folder = folderOfVariable.get(variable);
    if (folder) folders.set(name, folder);
  }
  return folders;
}

function antdComponentImports({ types: t }) {
  const folders = antdFolders();
  return {
    name: 'antd-component-imports',
    visitor: {
      ImportDeclaration(importPath) {
        const { node } = importPath;
        if (node.source.value !== 'antd' || node.importKind === 'type') return;
        const split = node.specifiers.filter(
          (specifier) =>
            t.isImportSpecifier(specifier) &&
            specifier.importKind !== 'type' &&
            folders.has(specifier.imported.name),
        );
        if (split.length === 0) return;
        const perComponent = split.map((specifier) =>
          t.importDeclaration(
            [t.importDefaultSpecifier(t.identifier(specifier.local.name))],
            t.stringLiteral(path.posix.join('antd/lib', folders.get(specifier.imported.name))),
          ),
        );
        // What stays on `antd` (a name its entry's getters do not list) keeps the whole entry.
        const rest = node.specifiers.filter((specifier) => !split.includes(specifier));
        if (rest.length === 0) {
          importPath.replaceWithMultiple(perComponent);
          return;
        }
        importPath.insertBefore(perComponent);
        node.specifiers = rest;
      },
    },
  };
}

module.exports = antdComponentImports;
module.exports.antdFolders = antdFolders;
