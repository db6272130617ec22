import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/brand';

/** The frame of the public sign-in screens: a calm background with one centred card. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        background: 'linear-gradient(160deg, #eef3fa 0%, #f4f6fa 45%, #e8eef7 100%)',
      }}
    >
      <Brand />
      <Paper
        component="main"
        sx={{
          p: { xs: 3, sm: 5 },
          width: '100%',
          maxWidth: 460,
          boxShadow: '0 12px 40px rgba(29, 79, 145, 0.08)',
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}
