import type { Compiler } from 'webpack';

/*
 * A production build with a warning fails: each warning becomes an error, so `npm test` and CI
 * stop on it instead of scrolling past it (issue 11: the build has no warnings). Example: CSS
 * modules that two pages import in opposite orders ("Conflicting order"), whose shared sheet then
 * follows neither page's order and lets one rule silently override another.
 */
export class WarningsFailPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterCompile.tap('WarningsFailPlugin', (compilation) => {
      compilation.errors.push(...compilation.warnings);
      compilation.warnings.length = 0;
    });
  }
}
