import { Alert, Grid, Paper, Skeleton, Typography } from '@mui/material';
import { INVITATION_STATS_ERROR_MESSAGE, useInvitationStats } from '../api/get-invitation-stats';

/** 'Uitnodigingen verzonden', 'Geaccepteerd', 'In afwachting', 'Verlopen' (spec 02 §2). */
export function InvitationStatTiles() {
  const stats = useInvitationStats();
  if (stats.isError) return <Alert severity="error">{INVITATION_STATS_ERROR_MESSAGE}</Alert>;
  const tiles = [
    { label: 'Uitnodigingen verzonden', value: stats.data?.total_count },
    { label: 'Geaccepteerd', value: stats.data?.accepted_count },
    { label: 'In afwachting', value: stats.data?.pending_count },
    { label: 'Verlopen', value: stats.data?.expired_count },
  ];
  return (
    <Grid container spacing={2}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 6, md: 3 }}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography variant="h4" component="p" aria-label={tile.label}>
              {tile.value ?? <Skeleton width={40} />}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
