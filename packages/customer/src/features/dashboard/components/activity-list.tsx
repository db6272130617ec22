import { formatDateTime } from '@caoscan/core';
import { Alert, CircularProgress, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { ACTIVITY_ERROR_MESSAGE, useRecentActivity } from '../api/get-activity';
import { describeActivity } from '../utils/describe-activity';
import { VersionAlertLinks } from './version-alert-links';

/** 'Recente activiteit': at most 6 events of the last 30 days, newest first. */
export function ActivityList() {
  const activity = useRecentActivity();
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Recente activiteit
      </Typography>
      {activity.isPending && <CircularProgress size={24} aria-label="Laden..." />}
      {activity.isError && <Alert severity="error">{ACTIVITY_ERROR_MESSAGE}</Alert>}
      {activity.data?.items.length === 0 && (
        <Typography color="text.secondary">Geen activiteit in de afgelopen 30 dagen.</Typography>
      )}
      {activity.data && activity.data.items.length > 0 && (
        <List dense aria-label="Recente activiteit">
          {activity.data.items.map((item) => (
            <ListItem key={item.id} disableGutters divider>
              <ListItemText
                primary={describeActivity(item)}
                secondary={
                  item.activity_type === 'cao.version_changed' ? (
                    <>
                      {formatDateTime(item.occurred_at)}
                      <VersionAlertLinks item={item} />
                    </>
                  ) : (
                    formatDateTime(item.occurred_at)
                  )
                }
                secondaryTypographyProps={{ component: 'div' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
