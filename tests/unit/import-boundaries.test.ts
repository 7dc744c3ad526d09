import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The import boundaries live in biome.json as one override per feature folder; a new feature
// folder without its override would silently be free to import every other feature.
type Override = {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } } };
};

const biome = JSON.parse(readFileSync('biome.json', 'utf8')) as { overrides: Override[] };
const groupsFor = (include: string) =>
  biome.overrides
    .filter((o) => o.includes.includes(include))
    .flatMap((o) => o.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [])
    .flatMap((p) => p.group);

describe('import boundaries (biome.json)', () => {
  const features = readdirSync('src/features', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

  // app/ is the composition root (issue 13, Platform): it imports features, never the reverse.
  it.each(features)('features/%s may not import other features, routes or app', (feature) => {
    const groups = groupsFor(`src/features/${feature}/**`);
    expect(groups).toEqual(
      expect.arrayContaining(['@/features/**', `!@/features/${feature}/**`, '@/routes/**', '@/app/**', '**/server/**']),
    );
  });

  it('lib/ does not reach into offline/: the API client gets the session engine at start-up', () => {
    expect(groupsFor('src/lib/**')).toEqual(expect.arrayContaining(['@/offline/**', '@/features/**', '@/app/**']));
    expect(groupsFor('src/offline/**')).toEqual(expect.arrayContaining(['@/features/**', '@/app/**', '@/ui/**']));
  });

  it('the server shares only src/contracts and src/shared with the browser', () => {
    expect(groupsFor('server/**')).toEqual(
      expect.arrayContaining(['@/*', '!@/contracts/**', '!@/shared/**', '**/src/**']),
    );
  });

  it('shared code stays pure: no DOM framework, no Node, no app code', () => {
    expect(groupsFor('src/shared/**')).toEqual(expect.arrayContaining(['@/*', '!@/shared/**', 'react', 'node:*']));
  });

  it('contracts stay free of DOM, Node and the rest of the app', () => {
    expect(groupsFor('src/contracts/**')).toEqual(expect.arrayContaining(['@/*', 'react', 'node:*']));
  });

  it('the service worker never imports UI code', () => {
    expect(groupsFor('sw/**')).toEqual(expect.arrayContaining(['@/features/**', '@/ui/**', 'react']));
  });
});
