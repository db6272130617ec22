import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface FullPageMessageProps {
  title: string;
  description?: ReactNode;
  loading?: boolean;
  tone?: 'neutral' | 'error';
  children?: ReactNode;
}

/** A centred card for states that own the whole screen: loading, refusal to start, callbacks. */
export function FullPageMessage({
  title,
  description,
  loading,
  tone = 'neutral',
  children,
}: FullPageMessageProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }} role={tone === 'error' ? 'alert' : 'status'}>
          {loading && <CircularProgress size={36} aria-hidden />}
          <Typography variant="h5" component="h1" color={tone === 'error' ? 'error' : 'text.primary'}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body1" color="text.secondary" component="div">
              {description}
            </Typography>
          )}
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
