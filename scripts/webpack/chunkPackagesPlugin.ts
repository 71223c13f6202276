import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/**
 * Where each client chunk's code comes from (file → npm packages), beside the client build:
 * `npm run size` checks that no public page loads antd. Outside build/client, so not served.
 */
export const CHUNK_PACKAGES_FILE = 'client-chunks.json';

export class ChunkPackagesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('ChunkPackagesPlugin', (compilation) => {
      const packages: Record<string, string[]> = {};
      for (const chunk of compilation.chunks) {
        const names = new Set<string>();
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          const found = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(
            module.nameForCondition() ?? '',
          );
          if (found?.[1]) names.add(found[1].replace('\\', '/'));
        }
        for (const file of chunk.files) {
          if (file.endsWith('.js')) packages[file] = [...names].sort();
        }
      }
      const target = path.join(compilation.outputOptions.path ?? '', '..', CHUNK_PACKAGES_FILE);
      writeFileSync(target, `${JSON.stringify(packages, null, 2)}\n`);
    });
  }
}
