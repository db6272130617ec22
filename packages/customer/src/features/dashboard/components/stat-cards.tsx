import { formatNumber, TIME_SAVED_EXPLANATION } from '@caoscan/core';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Alert, Grid, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { ORGANIZATION_STATS_ERROR_MESSAGE, useOrganizationStats } from '../api/get-organization-stats';

/** Users, documents, comparisons and hours saved (spec 02 §2); the hours rule is in the tooltip. */
export function StatCards() {
  const stats = useOrganizationStats();
  if (stats.isError) return <Alert severity="error">{ORGANIZATION_STATS_ERROR_MESSAGE}</Alert>;
  const cards = [
    { label: 'Gebruikers', value: stats.data?.user_count },
    { label: 'Documenten', value: stats.data?.document_count },
    { label: 'Vergelijkingen', value: stats.data?.comparison_count },
    { label: 'Tijd bespaard (uren)', value: stats.data?.time_saved, hint: TIME_SAVED_EXPLANATION },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, md: 3 }}>
          <Paper sx={{ p: 2, height: '100%' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {card.label}
              </Typography>
              {card.hint && (
                <Tooltip title={card.hint}>
                  <InfoOutlinedIcon fontSize="inherit" color="action" aria-label={card.hint} />
                </Tooltip>
              )}
            </Stack>
            <Typography variant="h4" component="p" aria-label={card.label}>
              {card.value === undefined ? <Skeleton width={48} /> : formatNumber(card.value)}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
