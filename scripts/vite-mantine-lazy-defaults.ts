/**
 * Mantine computes its default theme's CSS variables when its module is evaluated
 * (remove-default-variables.mjs: every colour × shade through its colour converters), only to
 * compare them with a provider's own. Our provider writes none (its variables are precomputed in
 * src/ui/theme-variables.css), so the build defers that computation to the first comparison, which
 * never comes: ~5 ms at CPU ×1 off the task that evaluates the first screen's modules.
 * The build fails if Mantine's module no longer looks like this, rather than ship it unchanged.
 */
import type { Plugin } from 'vite';
import { rewriteModulePlugin } from './vite-rewrite-module.ts';

const MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const FUNCTION = 'function removeDefaultVariables(input) {';

export function mantineLazyDefaultVariables(): Plugin {
  return rewriteModulePlugin('mantine-lazy-default-variables', MODULE, (code, id) => {
    if (!code.includes(EAGER) || !code.includes(FUNCTION))
      throw new Error(`mantine-lazy-default-variables: ${id} no longer computes its defaults as expected.`);
    return code
      .replace(EAGER, 'let defaultCssVariables;')
      .replace(FUNCTION, `${FUNCTION}\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`);
  });
}
