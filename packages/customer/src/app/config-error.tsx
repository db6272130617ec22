import { PRODUCT_NAME } from '@caoscan/core';
import { CssBaseline, ThemeProvider, Typography } from '@mui/material';
import { FullPageMessage } from '../components/full-page-message';
import { theme } from './theme';

/** Shown instead of the app when /config.json is missing or invalid (spec 01 §5). */
export function ConfigError({ message, details }: { message: string; details: string[] }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <FullPageMessage tone="error" title={`${PRODUCT_NAME} kan niet starten`} description={message}>
        {details.map((detail) => (
          <Typography key={detail} variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {detail}
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          Neem contact op met de beheerder van deze omgeving.
        </Typography>
      </FullPageMessage>
    </ThemeProvider>
  );
}
