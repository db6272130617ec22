import { Alert, AlertTitle, Box } from '@mui/material';

/** Shown instead of the app when /config.json is unusable (spec 01 §5: refuse to start). */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 8, px: 2 }}>
      <Alert severity="error">
        <AlertTitle>De beheeromgeving kan niet starten</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}
