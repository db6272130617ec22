import type { WeeklyCount } from '@caoscan/core';
import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

const SERIES = [
  { dataKey: 'users', label: 'Nieuwe gebruikers' },
  { dataKey: 'organizations', label: 'Nieuwe organisaties' },
  { dataKey: 'scans', label: 'Nieuwe scans' },
] as const;

const weekLabel = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '17 nov.': the week's Monday, read as a calendar date (no time zone shift). */
export function formatWeekStart(weekStart: string): string {
  return weekLabel.format(new Date(`${weekStart}T00:00:00Z`));
}

/** New users, organisations and scans per week (GET /admin/analytics `weekly`), as grouped bars. */
export function WeeklyChart({ weeks, isLoading }: { weeks: readonly WeeklyCount[]; isLoading: boolean }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Nieuw per week
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Gebruikers, organisaties en scans die per week (vanaf maandag) zijn bijgekomen, de laatste{' '}
          {weeks.length || 12} weken.
        </Typography>
        <BarChart
          height={320}
          loading={isLoading}
          dataset={weeks.map((week) => ({ ...week }))}
          xAxis={[{ scaleType: 'band', dataKey: 'week_start', valueFormatter: formatWeekStart }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={SERIES.map((series) => ({ ...series }))}
          localeText={{ noData: 'Geen gegevens', loading: 'Gegevens worden geladen…' }}
        />
      </CardContent>
    </Card>
  );
}
