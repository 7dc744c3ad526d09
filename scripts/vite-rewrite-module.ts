import type { Plugin } from 'vite';

/**
 * A build plugin that rewrites one module of a dependency (`module` matches its path), and fails the
 * build when no such module was in it: a rewrite that silently stops applying is a regression no
 * one sees. `rewrite` throws when the module no longer looks as it expects.
 */
export function rewriteModulePlugin(
  name: string,
  module: RegExp,
  rewrite: (code: string, id: string) => string,
): Plugin {
  let seen = false;
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!module.test(id)) return undefined;
      seen = true;
      return rewrite(code, id);
    },
    buildEnd(error) {
      if (!error && !seen) this.error(`${name}: no module matching ${module} was in the build.`);
    },
  };
}
