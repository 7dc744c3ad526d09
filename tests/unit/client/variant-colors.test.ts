import { DEFAULT_THEME, defaultVariantColorsResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cachedVariantColors, theme } from '@/ui/theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

describe('cachedVariantColors (the theme\u2019s variantColorResolver)', () => {
  const inputs = [
    { color: 'red.8', variant: 'filled' },
    { color: 'blue', variant: 'outline' },
    { color: 'red', variant: 'light' },
    { color: 'green', variant: 'filled', autoContrast: true },
    { color: 'dark', variant: 'white' },
    { color: 'blue', variant: 'gradient', gradient: { from: 'blue', to: 'cyan', deg: 90 } },
    { color: 'blue', variant: 'gradient', gradient: { from: 'red', to: 'cyan', deg: 90 } },
    { color: 'gray', variant: 'subtle' },
  ];

  it('answers what Mantine\u2019s own resolver answers, for every colour, variant and gradient', () => {
    for (const input of inputs) {
      expect(cachedVariantColors({ ...input, theme: merged })).toEqual(
        defaultVariantColorsResolver({ ...input, theme: merged }),
      );
    }
  });

  it('computes each colour once: the same answer again for the same input', () => {
    const first = cachedVariantColors({ color: 'red.8', variant: 'filled', theme: merged });
    expect(cachedVariantColors({ color: 'red.8', variant: 'filled', theme: merged })).toBe(first);
    expect(cachedVariantColors({ color: 'red.8', variant: 'outline', theme: merged })).not.toBe(first);
  });

  it('keeps gradients apart and answers per theme', () => {
    const gradient = (from: string) => ({
      color: 'blue',
      variant: 'gradient',
      gradient: { from, to: 'cyan', deg: 90 },
    });
    expect(cachedVariantColors({ ...gradient('blue'), theme: merged }).background).not.toBe(
      cachedVariantColors({ ...gradient('red'), theme: merged }).background,
    );
    const other = mergeMantineTheme(DEFAULT_THEME, { white: '#fafafa' });
    expect(cachedVariantColors({ color: 'blue', variant: 'white', theme: other })).toEqual(
      defaultVariantColorsResolver({ color: 'blue', variant: 'white', theme: other }),
    );
    expect(cachedVariantColors({ color: 'blue', variant: 'white', theme: other })).not.toEqual(
      cachedVariantColors({ color: 'blue', variant: 'white', theme: merged }),
    );
  });
});
