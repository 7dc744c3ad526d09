import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stableMantineIds, USE_ID_FUNCTION } from '../../../scripts/vite-mantine-stable-ids';

const moduleFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/hooks')),
  '..',
  'esm/use-id/use-id.mjs',
);

/** The rewritten `useId` alone, run with a stand-in for React's. */
function rewrittenUseId(reactId: string) {
  const code = stableMantineIds(readFileSync(moduleFile, 'utf8'), moduleFile);
  const fn = code.match(USE_ID_FUNCTION)?.[0];
  if (!fn) throw new Error('no useId in the rewritten module');
  return new Function('useId', `${fn}return useId$1;`)(() => reactId) as (staticId?: string) => string;
}

describe('mantine-stable-ids (build)', () => {
  it('drops the layout effect that swapped every id for a random one after mount', () => {
    const original = readFileSync(moduleFile, 'utf8');
    expect(original).toContain('setUuid(randomId())');
    const code = stableMantineIds(original, moduleFile);
    expect(code).not.toContain('setUuid(randomId())');
    expect(code).not.toMatch(/useIsomorphicEffect\(/);
  });

  it('keeps a given id, else React\u2019s, the same id Mantine starts from', () => {
    const useId = rewrittenUseId('_r_1a_');
    expect(useId('driver-tabs')).toBe('driver-tabs');
    expect(useId()).toBe('mantine-_r_1a_');
    expect(rewrittenUseId(':r3:')()).toBe('mantine-r3');
  });

  it('stops the build when Mantine\u2019s useId changes shape, rather than ship it unchanged', () => {
    expect(() =>
      stableMantineIds('export function useId$1(staticId) {\n\treturn staticId;\n}\n', 'use-id.mjs'),
    ).toThrow(/no longer defines useId as expected/);
  });
});
