import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ProgressCounts } from '../../utils/progress-counts';
import { ProgressBar } from './progress-bar';

interface EarlierProgressProps {
  counts: ProgressCounts;
  total: { completed: number; total: number; percentage: number };
}

/** What an earlier run left: the total and the counts per state, with the spec's notes. */
export function EarlierProgress({ counts, total }: EarlierProgressProps) {
  const items = [
    ['Voltooid', counts.completed],
    ['Mislukt', counts.failed],
    ['Bezig', counts.inProgress],
    ['In wachtrij', counts.queued],
  ] as const;
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        Voortgang gevonden... Eerder voltooide secties worden niet opnieuw uitgevoerd.
      </Alert>
      {counts.failed > 0 && (
        <Alert severity="warning">
          Sommige secties zijn mislukt... Bij een herstart worden de mislukte secties opnieuw uitgevoerd.
        </Alert>
      )}
      <ProgressBar label="Eerdere voortgang" {...total} />
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {items.map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h6" component="p">
              {value}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
