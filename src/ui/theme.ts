import {
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorSchemeManager,
  type MantineTheme,
  type VariantColorResolverResult,
  type VariantColorsResolver,
} from '@mantine/core';
import { DATE_INPUT_FORMAT, DATE_TIME_INPUT_FORMAT } from '@/lib/date-input-formats';

export const BRAND_COLOR = '#1864ab';

const resolvedVariantColors = new WeakMap<MantineTheme, Map<string, VariantColorResolverResult>>();

/**
 * Mantine's own variant colours, computed once per colour, variant and theme. Every Button, Badge,
 * Alert or ThemeIcon asks for them in each render, and each answer parses the colour and computes
 * its luminance: 4–5 ms at CPU ×4 of the driver dashboard's first render (bench:offline-start, CPU
 * samples) for a dozen components whose colours never change.
 */
export const cachedVariantColors: VariantColorsResolver = (input) => {
  const { theme, color, variant, gradient, autoContrast } = input;
  let known = resolvedVariantColors.get(theme);
  if (!known) {
    known = new Map();
    resolvedVariantColors.set(theme, known);
  }
  const key = `${color}|${variant}|${autoContrast}|${gradient ? `${gradient.from}|${gradient.to}|${gradient.deg}` : ''}`;
  let colors = known.get(key);
  if (!colors) {
    colors = defaultVariantColorsResolver(input);
    known.set(key, colors);
  }
  return colors;
};

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on primary buttons above 4.5:1 (drivers read screens in the sun).
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  variantColorResolver: cachedVariantColors,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Date pickers live in lazily loaded screens; their format is set here by component name so the
    // theme does not pull @mantine/dates into the initial bundle.
    DateInput: { defaultProps: { valueFormat: DATE_INPUT_FORMAT } },
    DatePickerInput: { defaultProps: { valueFormat: DATE_INPUT_FORMAT } },
    DateTimePicker: { defaultProps: { valueFormat: DATE_TIME_INPUT_FORMAT } },
    // Mantine names the eye button in English; screen readers here read Vietnamese.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Hiện hoặc ẩn mật khẩu' } } },
    // Behind a modal the page stays still (react-remove-scroll blocks wheel and touch scrolling) but
    // keeps its scrollbar: hiding it inserts a stylesheet on open and removes it on close, and each
    // restyles every element of the page — 250–580 ms at CPU ×4 on a 500-card board, in the frame
    // that answers the drop or the click (issue 14).
    Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    Drawer: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
  },
});

/**
 * The app has one colour scheme, light. Mantine's default manager reads it from localStorage in the
 * provider's first render, and a page's first localStorage access reads the origin's storage
 * synchronously: ~7 ms at CPU ×1 in the task that draws the first screen.
 */
export const lightColorScheme: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};
