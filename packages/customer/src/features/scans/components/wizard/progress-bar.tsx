import { Box, LinearProgress, Stack, Typography } from '@mui/material';

interface ProgressBarProps {
  label: string;
  completed: number;
  total: number;
  percentage: number;
  emphasis?: boolean;
}

/** A labelled bar with "completed/total" and its percentage. */
export function ProgressBar({ label, completed, total, percentage, emphasis }: ProgressBarProps) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant={emphasis ? 'subtitle1' : 'body2'} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {completed}/{total} · {percentage}%
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percentage}
        aria-label={label}
        sx={{ height: emphasis ? 12 : 8, borderRadius: 4 }}
      />
    </Box>
  );
}
