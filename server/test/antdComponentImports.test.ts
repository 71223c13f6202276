import { createRequire } from 'node:module';
import path from 'node:path';
import { transformSync } from '@babel/core';
import { filesUnder, REPO_ROOT as root, textOf } from './sourceFiles';

/*
 * The web tests' Babel plugin (scripts/babel/antdComponentImports.js, babel.config.js's test
 * env): each antd component comes from its own folder, and is the very component antd's entry
 * exports, so the tests run the components the app imports, without loading all of antd.
 */

/** Node's own require: the plugin and antd's CommonJS build, as Babel and jest load them. */
const load = createRequire(__filename);
const { antdFolders } = load(path.join(root, 'scripts/babel/antdComponentImports.js')) as {
  antdFolders: () => Map<string, string>;
};

/** What the web project's jest transform makes of `source`. */
function forJest(source: string): string {
  const output = transformSync(source, {
    filename: path.join(root, 'src/example.tsx'),
    cwd: root,
    envName: 'test',
  });
  return output?.code ?? '';
}

const requires = (code: string) => [...code.matchAll(/require\("([^"]+)"\)/g)].map(([, id]) => id);

it('imports each antd component from its folder, types left to TypeScript', () => {
  const code = forJest(
    [
      "import { Button, DatePicker, type FormInstance, theme } from 'antd';",
      "import type { TableColumnsType } from 'antd';",
      'export const used = [Button, DatePicker, theme] as const;',
      'export type Types = FormInstance | TableColumnsType;',
    ].join('\n'),
  );
  expect(requires(code)).toEqual(['antd/lib/button', 'antd/lib/date-picker', 'antd/lib/theme']);
});

it('gives for every export of antd the very thing its entry exports', () => {
  const antd = load('antd') as Record<string, unknown>;
  const folders = antdFolders();
  expect(folders.size).toBeGreaterThan(60);
  const fromFolder = (folder: string) => load(`antd/lib/${folder}`) as { default: unknown };
  const differing = [...folders].filter(
    ([name, folder]) => fromFolder(folder).default !== antd[name],
  );
  expect(differing).toEqual([]);
});

it('knows every antd name the app imports', () => {
  const folders = antdFolders();
  const imported = new Set<string>();
  for (const file of filesUnder('src').filter((name) => /\.tsx?$/.test(name))) {
    for (const [, names] of textOf(file).matchAll(/import \{([^}]*)\} from 'antd';/g)) {
      for (const name of names!.split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) imported.add(name.split(' as ')[0]!);
      }
    }
  }
  expect(imported.size).toBeGreaterThan(20);
  expect([...imported].filter((name) => !folders.has(name))).toEqual([]);
});
