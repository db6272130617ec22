import { createTheme, type PaletteOptions } from '@mui/material/styles';

/**
 * The brand's colours, shared with the admin app. Every colour that carries white text (buttons,
 * filled chips) reaches WCAG AA's 4.5:1 against it: MUI's own info and warning do not (axe).
 */
export const palette = {
  mode: 'light',
  primary: { main: '#1d4f91', light: '#4a78b8', dark: '#123766', contrastText: '#ffffff' },
  secondary: { main: '#0f766e' },
  info: { main: '#01579b', contrastText: '#ffffff' },
  warning: { main: '#b45309', contrastText: '#ffffff' },
  background: { default: '#f4f6fa', paper: '#ffffff' },
  text: { primary: '#1b2536', secondary: '#5b6678' },
  divider: '#e3e8ef',
} satisfies PaletteOptions;

/** Calm, professional blue; soft surfaces; system fonts (the app loads nothing from elsewhere). */
export const theme = createTheme({
  palette,
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: [
      'Inter',
      '-apple-system',
      'BlinkMacSystemFont',
      '"Segoe UI"',
      'Roboto',
      '"Helvetica Neue"',
      'Arial',
      'sans-serif',
    ].join(','),
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
    h4: { fontSize: '1.5rem', fontWeight: 700 },
    h5: { fontSize: '1.25rem', fontWeight: 600 },
    h6: { fontSize: '1.05rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid #e3e8ef' } },
    },
    MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
    MuiDrawer: { styleOverrides: { paper: { border: 'none' } } },
    MuiMenu: { styleOverrides: { paper: { border: '1px solid #e3e8ef' } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
