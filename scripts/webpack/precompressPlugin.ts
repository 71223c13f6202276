import { promisify } from 'node:util';
import zlib from 'node:zlib';
import webpack, { type Compiler } from 'webpack';

/*
 * Writes `<file>.br` and `<file>.gz` beside every text file of the production build, compressed
 * once at the highest levels (brotli 11, gzip 9), which would be far too slow per request. The
 * server sends them by Accept-Encoding (server/pages/precompressed.ts). Node's zlib does both,
 * so no plugin package is needed.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TEXT_FILE = /\.(?:js|css|svg|html|json)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          // After minifying and html-webpack-plugin's index.html: the bytes that ship.
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        async (assets) => {
          const files = Object.keys(assets).filter((name) => TEXT_FILE.test(name));
          await Promise.all(
            files.map(async (name) => {
              const source = compilation.getAsset(name)?.source.buffer();
              if (!source || source.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(source, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                  },
                }),
                gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              for (const [suffix, bytes] of [
                ['.br', br],
                ['.gz', gz],
              ] as const) {
                // Kept only when it saves something worth a second file.
                if (bytes.length < source.length * 0.9) {
                  compilation.emitAsset(name + suffix, new webpack.sources.RawSource(bytes), {
                    compressed: true,
                  });
                }
              }
            }),
          );
        },
      );
    });
  }
}
