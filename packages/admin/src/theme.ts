import { palette } from '@caoscan/customer/theme';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's theme in the customer app's colours: its own primary blue falls under WCAG AA's
 * 4.5:1 on the page background, and its secondary and MUI's info and warning under it with white text.
 */
export const adminTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...palette },
  components: {
    ...defaultLightTheme.components,
    // An empty list's message is text to read, not a disabled control (text.disabled is 2.6:1).
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: palette.text.secondary } } } },
  },
};
