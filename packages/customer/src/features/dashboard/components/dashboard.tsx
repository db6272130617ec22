import { Stack, Typography } from '@mui/material';
import { ActivityList } from './activity-list';
import { StatCards } from './stat-cards';

/** The dashboard (/): the organisation's figures and its recent activity. */
export function Dashboard() {
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        Dashboard
      </Typography>
      <StatCards />
      <ActivityList />
    </Stack>
  );
}
