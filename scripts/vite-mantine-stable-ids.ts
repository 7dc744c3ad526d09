/**
 * Mantine's `useId` (@mantine/hooks) starts from React's `useId`, then, in a layout effect on every
 * mount, swaps it for a random one — even when the component was given its id. A state update in a
 * layout effect is synchronous: each tab set, alert, input wrapper, popover or app shell rendered
 * itself, and everything reading its context, a second time inside the commit that mounted it. On
 * the driver's dashboard that was half of the task committing its tabs (CPU samples of Lighthouse's
 * /tai-xe runs); on /login, the form's inputs once more after its first render.
 *
 * React's ids are unique in the document and the same from the first render on, which is all the
 * ids are for (labels, `aria-*`). So the build keeps them: the given id, else React's, no effect.
 * The build fails if Mantine's module no longer looks like this, rather than ship it unchanged.
 */
import type { Plugin } from 'vite';
import { rewriteModulePlugin } from './vite-rewrite-module.ts';

const MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
/** Mantine's `useId` in its module, and the rewritten one in the result (its unit test runs it). */
export const USE_ID_FUNCTION = /function useId\$1\(staticId\) \{[\s\S]*?\n\}\n/;
const EXPECTED = ['setUuid(randomId())', 'useIsomorphicEffect(', 'if (typeof staticId === "string") return staticId;'];

const STABLE = `function useId$1(staticId) {
\tconst reactId = useId();
\tif (typeof staticId === "string") return staticId;
\treturn \`mantine-\${reactId.replace(/:/g, "")}\`;
}
`;

/** Mantine's use-id module with its `useId` keeping React's id (exported for its unit test). */
export function stableMantineIds(code: string, id: string): string {
  const found = code.match(USE_ID_FUNCTION)?.[0];
  if (!found || !EXPECTED.every((part) => found.includes(part)))
    throw new Error(`mantine-stable-ids: ${id} no longer defines useId as expected.`);
  return code.replace(found, STABLE);
}

export function mantineStableIds(): Plugin {
  return rewriteModulePlugin('mantine-stable-ids', MODULE, stableMantineIds);
}
