import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatNumber } from '@caoscan/core';

export interface BreakdownCardProps {
  title: string;
  rows: readonly { label: string; value: number }[];
}

/** A titled list of label → count, for the dashboard and analytics breakdowns. */
export function BreakdownCard({ title, rows }: BreakdownCardProps) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 280px' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem
              key={row.label}
              disableGutters
              secondaryAction={<strong>{formatNumber(row.value)}</strong>}
            >
              <ListItemText primary={row.label} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
