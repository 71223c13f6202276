import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { filesUnder, REPO_ROOT as root, textOf } from './sourceFiles';

/*
 * The house rules of the code (issue 11), read from the tree as a newcomer would meet it: small
 * folders, server modules entered by their door, no import circle, test support out of the
 * product, slices named by what they serve, steiger's exceptions explained, a README that fits on
 * a screen.
 */

const CODE = /\.tsx?$/;
const TEST = /\.(test|spec)\.tsx?$/;

const SOURCE_DIRS = ['src', 'server', 'contract', 'scripts', 'e2e'];
const sources = SOURCE_DIRS.flatMap(filesUnder).filter((file) => CODE.test(file));

describe('folders', () => {
  it('hold at most 15 product files side by side, anywhere', () => {
    const counts = new Map<string, number>();
    for (const file of sources) {
      if (TEST.test(file)) continue;
      const folder = path.posix.dirname(file);
      counts.set(folder, (counts.get(folder) ?? 0) + 1);
    }
    const crowded = [...counts].filter(([, count]) => count > 15).map(([folder]) => folder);
    expect(crowded).toEqual([]);
    // The count is of something: the largest folders are near the limit.
    expect(Math.max(...counts.values())).toBeGreaterThan(10);
  });

  it('keep test support out of the product: msw handlers and demo data live in src/test', () => {
    const support = sources.filter(
      (file) =>
        file.startsWith('src/') &&
        !file.startsWith('src/test/') &&
        /(Mocks|\.mocks)\.tsx?$|\/demo[A-Z][^/]*\.tsx?$|\/__mocks__\//.test(file),
    );
    expect(support).toEqual([]);
    expect(sources.filter((file) => file.startsWith('src/test/mocks/')).length).toBeGreaterThan(10);
  });
});

describe('server modules', () => {
  const SERVER_MODULES = [
    'db',
    'http',
    'auth',
    'media',
    'pages',
    'imageResource',
    'gifts',
    'mail',
    'fonts',
    'ordering',
    'versions',
    'bin',
    'publishing',
  ];

  it.each(SERVER_MODULES)('%s is a folder with an index.ts', (name) => {
    expect(existsSync(path.join(root, 'server', name, 'index.ts'))).toBe(true);
  });

  it('resources/ holds resources: each file registers routes, or is a folder of them', () => {
    const helpers = sources.filter(
      (file) =>
        /^server\/resources\/[^/]+\.ts$/.test(file) &&
        !TEST.test(file) &&
        !/^export (const|async function|function) \w+(Routes|Plugin)\b/m.test(textOf(file)),
    );
    expect(helpers).toEqual([]);
  });

  it('are entered only through their index.ts (the lint rule refuses a path past it)', () => {
    const lint = (code: string, file: string) => {
      const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
      const { stdout } = spawnSync(
        process.execPath,
        [eslint, '--stdin', '--stdin-filename', file, '--format', 'json'],
        { cwd: root, input: code, encoding: 'utf8' },
      );
      const [result] = JSON.parse(stdout) as { messages: { message: string }[] }[];
      return result!.messages.map(({ message }) => message);
    };
    expect(
      lint("export { HttpError } from '../http/httpError';\n", 'server/resources/x.ts'),
    ).toEqual([
      expect.stringContaining(
        'Import a server module through its index.ts (../http), not a file inside it.',
      ),
    ]);
    expect(lint("export { HttpError } from '../http';\n", 'server/resources/x.ts')).toEqual([]);
  });
});

/** The project file that `spec`, imported by `file`, names; undefined for a package. */
function resolveImport(file: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@contract/')) base = `contract/${spec.slice('@contract/'.length)}`;
  else if (spec.startsWith('@/')) base = `src/${spec.slice(2)}`;
  else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(file), spec);
  else return undefined;
  const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => `${base}${ending}`)
    .find((candidate) => CODE.test(candidate) && existsSync(path.join(root, candidate)));
  return target && statSync(path.join(root, target)).isFile() ? target : undefined;
}

/** The project files `file` imports (statically, type imports included), resolved. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(textOf(file));
  return importedFiles.flatMap(({ fileName: spec }) => resolveImport(file, spec) ?? []);
}

/** The circles of an import graph (file -> what it imports): each the files that reach one another. */
function importCircles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1 || graph.get(file)?.includes(file)) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('imports', () => {
  it('form no circle anywhere, contract included', () => {
    const graph = new Map(sources.map((file) => [file, importsOf(file)]));
    expect(importCircles(graph)).toEqual([]);
    // The graph is the real one: the composition root reaches the modules through their doors.
    expect(graph.get('server/app.ts')).toEqual(expect.arrayContaining(['server/http/index.ts']));
    expect(graph.get('contract/gifts/index.ts')!.length).toBeGreaterThan(5);
  });

  it('circles are found, however long', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});

/**
 * The names `file` exports, each with the file it passes the name on from (`export { a } from`),
 * if any. A default export is left out: it is taken by no name.
 */
function exportsOf(file: string): { name: string; from?: string }[] {
  const source = ts.createSourceFile(file, textOf(file), ts.ScriptTarget.Latest);
  const names: { name: string; from?: string }[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const { exportClause, moduleSpecifier } = statement;
      const from =
        moduleSpecifier && ts.isStringLiteral(moduleSpecifier)
          ? resolveImport(file, moduleSpecifier.text)
          : undefined;
      if (exportClause && ts.isNamedExports(exportClause))
        for (const { name } of exportClause.elements) names.push({ name: name.text, from });
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some(({ kind }) => kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some(({ kind }) => kind === ts.SyntaxKind.DefaultKeyword)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const { name } of statement.declarationList.declarations)
        if (ts.isIdentifier(name)) names.push({ name: name.text });
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push({ name: statement.name.text });
    }
  }
  return names.filter(({ name }) => name !== 'default');
}

describe('exports', () => {
  /**
   * Exported though no other file names them (`file: name`), each with its reason. None today:
   * a name only its own file uses is not exported, and one nothing uses is not written.
   */
  const KEPT: Record<string, string> = {};

  it('are each taken by another file: nothing exports what nothing imports', () => {
    // The readers are every source file and the tools' configs at the root; a declaration file
    // (.d.ts) neither gives nor takes. A name counts as taken when another file names it as a
    // word, save the file it is passed on from (an index giving what nobody takes from it).
    const configs = readdirSync(root).filter((name) => /\.config\.ts$/.test(name));
    const readers = [...sources, ...configs].filter((file) => !file.endsWith('.d.ts'));
    const words = new Map(
      readers.map((file) => [file, new Set(textOf(file).match(/[A-Za-z_$][\w$]*/g))]),
    );
    const product = sources.filter((file) => !TEST.test(file) && !file.endsWith('.d.ts'));
    let examined = 0;
    const untaken: string[] = [];
    for (const file of product) {
      for (const { name, from } of exportsOf(file)) {
        examined += 1;
        const taken = readers.some(
          (reader) => reader !== file && reader !== from && words.get(reader)!.has(name),
        );
        if (!taken) untaken.push(`${file}: ${name}`);
      }
    }
    expect(untaken.filter((entry) => !(entry in KEPT))).toEqual([]);
    // An exception outlives its reason no longer than the export it excuses.
    expect(Object.keys(KEPT).filter((entry) => !untaken.includes(entry))).toEqual([]);
    // The exports read are the real ones, in their hundreds.
    expect(examined).toBeGreaterThan(1000);
  });
});

describe('slices', () => {
  const LAYERS = ['entities', 'features', 'widgets', 'pages'];
  /** The slices of a layer, and those of its groups (features/admin/*). */
  const slicesOf = (layer: string): string[] =>
    readdirSync(path.join(root, 'src', layer), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap(({ name }) => {
        const folder = path.join(root, 'src', layer, name);
        const grouped = !existsSync(path.join(folder, 'index.ts'));
        return grouped
          ? readdirSync(folder).map((slice) => `${layer}/${name}/${slice}`)
          : [`${layer}/${name}`];
      });

  it('are grouped by what they serve, not named with a prefix', () => {
    const slices = LAYERS.flatMap(slicesOf);
    expect(slices.filter((slice) => /\/admin-[^/]*$/.test(slice))).toEqual([]);
    expect(slices).toEqual(expect.arrayContaining(['features/admin/project-form']));
  });

  it('each steiger exception says why in a line of its own', () => {
    const config = textOf('steiger.config.ts');
    const exceptions = config.match(/rules: \{/g) ?? [];
    const explained = config.match(/\/\/ [^\n]{20,}\n\s*files: \[[^\]]+\],\s*rules: \{/g) ?? [];
    expect(exceptions.length).toBeGreaterThan(0);
    expect(explained).toHaveLength(exceptions.length);
  });
});

describe('README', () => {
  const readme = textOf('README.md');

  it('fits on a screen or two: at most 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('names no test file, and every docs/ page it links exists', () => {
    expect(readme.match(/[\w/.-]+\.(test|spec)\.tsx?/g)).toBeNull();
    const linked = new Set(readme.match(/docs\/[\w-]+\.md/g));
    expect(linked.size).toBeGreaterThanOrEqual(5);
    for (const page of linked) expect(existsSync(path.join(root, page))).toBe(true);
  });
});

describe('page delivery', () => {
  const doc = textOf('docs/page-delivery.md');
  const names = new Set(sources.map((file) => path.posix.basename(file)));

  it('has one sequence diagram, and every file docs/page-delivery.md names exists', () => {
    expect(doc.match(/```mermaid\s+sequenceDiagram/g)).toHaveLength(1);
    const named = new Set(doc.match(/\b[\w.]+\.tsx?\b/g));
    expect(named.size).toBeGreaterThan(15);
    expect([...named].filter((name) => !names.has(name))).toEqual([]);
  });

  it('writes the types between the render entry and the server once, in contract/', () => {
    for (const side of ['server/pages/ssr.ts', 'src/app/entry/server.tsx']) {
      expect(textOf(side)).toMatch(
        /import \{[^}]*type RenderResult[^}]*\} from '@contract\/pages'/,
      );
    }
    const declared = sources.filter(
      (file) =>
        !TEST.test(file) && /^export type Render(Module|Request|Result)\b/m.test(textOf(file)),
    );
    expect(declared).toEqual(['contract/pages/render.ts']);
  });

  it('has one click replay and one way to defer a part', () => {
    expect(
      sources.filter((file) => /[Cc]licks?\.tsx?$|ClickReplay|clickReplay/.test(file)),
    ).toEqual([
      'src/shared/lib/lazy-part/clickReplay.test.ts',
      'src/shared/lib/lazy-part/clickReplay.ts',
    ]);
    expect(
      sources.filter((file) => /lazyElement|publicPage\.tsx?$|DeferredPart/.test(file)),
    ).toEqual(['src/shared/lib/lazy-part/DeferredPart.tsx']);
  });
});

describe('hooks', () => {
  it('each have a name of their own: no two product files export a hook of one name', () => {
    const hooks = new Map<string, string[]>();
    for (const file of sources) {
      if (!file.startsWith('src/') || TEST.test(file) || file.startsWith('src/test/')) continue;
      for (const [, name] of textOf(file).matchAll(/^export (?:function|const) (use[A-Z]\w*)/gm)) {
        hooks.set(name!, [...(hooks.get(name!) ?? []), file]);
      }
    }
    expect([...hooks].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(hooks.size).toBeGreaterThan(30);
  });
});

describe('the gifts', () => {
  it('have one home on each side: the server module, the contract group and the web slices', () => {
    for (const home of [
      'server/gifts/index.ts',
      'contract/gifts/index.ts',
      'src/entities/gift/index.ts',
    ]) {
      expect(existsSync(path.join(root, home))).toBe(true);
    }
    // The admin's gift screens and forms sit together, in one group on each layer; the admin home
    // shows the totals and the pledges waiting among its other panels. A donor's own receipt
    // pages (a receipt by its link, finding them, the list) are public pages of their own.
    const giftFolders = sources
      .filter((file) => /^src\/(features|pages)\//.test(file) && /gift|receipt|10bd/i.test(file))
      .map((file) => file.split('/').slice(0, 4).join('/'));
    expect([...new Set(giftFolders)].sort()).toEqual([
      'src/features/admin/gifts',
      'src/pages/admin/gifts',
      'src/pages/admin/home',
      'src/pages/donor-receipt/api',
      'src/pages/donor-receipt/index.ts',
      'src/pages/donor-receipt/ui',
      'src/pages/my-receipts/api',
      'src/pages/my-receipts/index.ts',
      'src/pages/my-receipts/ui',
      'src/pages/receipts-find/api',
      'src/pages/receipts-find/index.ts',
      'src/pages/receipts-find/ui',
    ]);
    // Nothing about gifts is left among the projects' routes or in the database module.
    expect(
      sources.filter(
        (file) =>
          /^server\/(resources|db\/[^m])/.test(file) &&
          /gift|donation|pledge|receipt|10bd|upi/i.test(file),
      ),
    ).toEqual([]);
  });

  it('are called gifts: no product file or folder is named "donation" or "ledger" (migrations keep theirs)', () => {
    const files = [...SOURCE_DIRS, 'docs'].flatMap(filesUnder);
    const misnamed = files.filter(
      (file) => !file.startsWith('server/db/migrations/') && /donation|ledger/i.test(file),
    );
    expect(misnamed).toEqual([]);
    expect(files.filter((file) => /gift/i.test(file)).length).toBeGreaterThan(20);
  });
});

describe('contract', () => {
  const groups = readdirSync(path.join(root, 'contract'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);

  it('is a folder per subject, each entered by its index.ts (no flat index, no loose file)', () => {
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(groups).toContain('gifts');
    for (const group of groups)
      expect(existsSync(path.join(root, 'contract', group, 'index.ts'))).toBe(true);
    expect(sources.filter((file) => /^contract\/[^/]+\.tsx?$/.test(file))).toEqual([]);
  });
});

describe('adding a field', () => {
  const doc = textOf('docs/adding-a-field.md');

  it('walks through two examples, partners and gifts, and ends with what a receipt says', () => {
    expect(doc.match(/^## .+$/gm)).toEqual([
      '## Partners: a `website` link',
      '## Gifts: a `dedication`',
      '## What a receipt says',
    ]);
  });

  it('names only files and folders that exist', () => {
    const named = [...doc.matchAll(/`((?:src|server|contract|docs|e2e|scripts)\/[^`{}]+)`/g)]
      .map(([, file]) => file!)
      .filter((file) => !file.includes('...'));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});

describe('the repository explains itself', () => {
  // Spelled in parts so that this file does not name what it looks for.
  const OUTSIDE = new RegExp(
    ['SPEC', 'ARCHITECTURE', 'STYLE']
      .map((name) => `${name}\\.md`)
      .concat('\\.\\./shared\\b')
      .join('|'),
  );
  const ownFiles = [...SOURCE_DIRS, 'docs', '.ci', 'public']
    .flatMap(filesUnder)
    .concat(readdirSync(root).filter((name) => statSync(path.join(root, name)).isFile()))
    .filter(
      (file) =>
        /\.(tsx?|m?js|md|json|html|css)$|^\.ci\/run$/.test(file) && file !== 'package-lock.json',
    );

  it('cites no document outside it: no comment, test or page points past the repository', () => {
    expect(ownFiles.filter((file) => OUTSIDE.test(textOf(file)))).toEqual([]);
    expect(ownFiles.length).toBeGreaterThan(500);
  });

  it('has, in docs/product.md, every section the code cites', () => {
    const sections = new Set(
      [...textOf('docs/product.md').matchAll(/^## (\d+)\. /gm)].map(([, n]) => n),
    );
    const cited = new Set(
      ownFiles.flatMap((file) =>
        [...textOf(file).matchAll(/product\.md §(\d+)/g)].map(([, n]) => n),
      ),
    );
    expect(cited.size).toBeGreaterThanOrEqual(5);
    expect([...cited].filter((section) => !sections.has(section))).toEqual([]);
  });

  it('says where performance stands in docs/performance.md, at most 150 lines', () => {
    expect(textOf('docs/performance.md').split('\n').length).toBeLessThanOrEqual(150);
  });
});
