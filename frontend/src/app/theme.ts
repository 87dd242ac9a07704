import { alpha, createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';

export type ResolvedThemeMode = 'light' | 'dark';

/** Brand indigo; its lighter tint carries the brand on dark backgrounds. */
export const BRAND = {
  primary: '#3347d6',
  primaryDark: '#2434a8',
  primaryLight: '#6f7dff',
  secondary: '#0e9f8e',
} as const;

const fontFamily = ['Inter', '"Segoe UI"', 'system-ui', '-apple-system', 'BlinkMacSystemFont', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

export function createAppTheme(mode: ResolvedThemeMode): Theme {
  const dark = mode === 'dark';
  const ink = dark ? '#e7eaf6' : '#101828';
  const focusRing = dark ? BRAND.primaryLight : BRAND.primary;

  const theme = createTheme({
    palette: {
      mode,
      primary: dark ? { main: BRAND.primaryLight, contrastText: '#0b1020' } : { main: BRAND.primary, dark: BRAND.primaryDark, contrastText: '#ffffff' },
      secondary: { main: dark ? '#3cc7b4' : BRAND.secondary },
      error: { main: dark ? '#f97066' : '#d92d20' },
      warning: { main: dark ? '#fdb022' : '#dc6803' },
      success: { main: dark ? '#47cd89' : '#079455' },
      background: dark ? { default: '#0b1020', paper: '#121a31' } : { default: '#f6f7fb', paper: '#ffffff' },
      text: dark ? { primary: ink, secondary: '#a4acc4' } : { primary: ink, secondary: '#475467' },
      divider: dark ? 'rgba(231, 234, 246, 0.10)' : 'rgba(16, 24, 40, 0.09)',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '3.5rem', fontWeight: 800, lineHeight: 1.08, letterSpacing: '-0.035em' },
      h2: { fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.03em' },
      h3: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.02em' },
      h4: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3, letterSpacing: '-0.015em' },
      h5: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.35 },
      h6: { fontSize: '1.0625rem', fontWeight: 650, lineHeight: 1.4 },
      subtitle1: { fontSize: '1.125rem', lineHeight: 1.6 },
      body1: { lineHeight: 1.65 },
      body2: { lineHeight: 1.6 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 700, letterSpacing: '0.12em', lineHeight: 2 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollPaddingTop: 88 },
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          // Keyboard focus is always visible: a ring, not only the subtle ripple tint.
          'a:focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: 2, borderRadius: 2 },
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 },
          },
        },
      },
      // Inside menus, lists and tab bars the ring goes inside, where nothing clips it.
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiTab: {
        styleOverrides: {
          root: { textTransform: 'none', fontWeight: 600, minHeight: 48, '&.Mui-focusVisible': { outlineOffset: -2 } },
        },
      },
      MuiAccordionSummary: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2, borderRadius: 12 } } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 10, paddingInline: 18 },
          sizeLarge: { paddingBlock: 11, paddingInline: 24, fontSize: '1rem' },
        },
      },
      MuiIconButton: {
        styleOverrides: { root: { borderRadius: 10 } },
      },
      MuiPaper: {
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: ({ theme: t }) => ({
            borderRadius: 16,
            border: `1px solid ${t.palette.divider}`,
            boxShadow: dark ? 'none' : '0 1px 2px rgba(16, 24, 40, 0.04), 0 4px 12px rgba(16, 24, 40, 0.04)',
          }),
        },
      },
      MuiCardContent: {
        styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
      },
      MuiAlert: {
        styleOverrides: { root: { borderRadius: 12 } },
      },
      MuiTooltip: {
        styleOverrides: {
          tooltip: ({ theme: t }) => ({ backgroundColor: alpha(t.palette.grey[900], 0.92), fontSize: 12 }),
        },
      },
    },
  });

  return responsiveFontSizes(theme, { factor: 2.2 });
}
