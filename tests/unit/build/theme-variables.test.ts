import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineThemeVariables, THEME_VARIABLES_FILE, themeVariablesFile } from '../../../scripts/gen-theme-variables';
import { mantineLazyDefaultVariables } from '../../../scripts/vite-mantine-lazy-defaults';

describe('the theme\u2019s CSS variables, computed at build time', () => {
  it('are what MantineProvider would write for src/ui/theme.ts (run npm run gen:theme-variables when this fails)', () => {
    expect(readFileSync(THEME_VARIABLES_FILE, 'utf8')).toBe(themeVariablesFile());
  });

  it('include the theme\u2019s own choices: shade 8 as the light primary, the app\u2019s fonts', () => {
    const css = readFileSync(THEME_VARIABLES_FILE, 'utf8');
    expect(css).toContain('--mantine-color-blue-filled: var(--mantine-color-blue-8);');
    expect(css).toContain('--mantine-font-family: system-ui,');
  });

  it('leave out the dark scheme’s rule, which the app never applies, and keep the light one', () => {
    const css = readFileSync(THEME_VARIABLES_FILE, 'utf8');
    expect(css).not.toContain('data-mantine-color-scheme="dark"');
    expect(css).toContain(':root[data-mantine-color-scheme="light"]');
    expect(mantineThemeVariables()).toContain(':root[data-mantine-color-scheme="dark"]');
  });
});

describe('mantine-lazy-default-variables (build)', () => {
  const moduleFile = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css')),
    'esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
  );
  const transform = (code: string, id: string) => {
    const plugin = mantineLazyDefaultVariables();
    return (plugin.transform as (code: string, id: string) => string | undefined)(code, id);
  };

  it('moves Mantine\u2019s default-variables computation from the module\u2019s evaluation into its first use', () => {
    const out = transform(readFileSync(moduleFile, 'utf8'), moduleFile) ?? '';
    expect(out).toContain('let defaultCssVariables;');
    expect(out).not.toMatch(/const defaultCssVariables = defaultCssVariablesResolver/);
    expect(out).toMatch(
      /function removeDefaultVariables\(input\) \{\n\tdefaultCssVariables \?\?= defaultCssVariablesResolver\(DEFAULT_THEME\);/,
    );
  });

  it('leaves other modules alone and fails the build when Mantine\u2019s module changed shape', () => {
    expect(transform('const a = 1;', '/x/node_modules/@mantine/core/esm/core/Box/Box.mjs')).toBeUndefined();
    expect(() => transform('export const x = 1;', moduleFile)).toThrow(/no longer computes its defaults/);
  });
});
