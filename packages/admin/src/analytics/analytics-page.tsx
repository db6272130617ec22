import { ADMIN_ROLE_LABELS, formatDateTime, getRoleLabel } from '@caoscan/core';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { BreakdownCard } from '../components/breakdown-card';
import { ORGANIZATION_TYPE_LABELS } from '../components/labels';
import { StatCard } from '../components/stat-card';
import { useAdminAnalytics } from './use-admin-analytics';
import { WeeklyChart } from './weekly-chart';

/** Systeem Analytics (spec 01 §2): cards, breakdowns and, instead of 'coming soon', the weekly chart. */
export function AnalyticsPage() {
  const { analytics, error, isFetching, isPending, refetch, updatedAt } = useAdminAnalytics();
  const { users, organizations, invitations, roles } = analytics;
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          Vernieuwen
        </Button>
        <Typography variant="body2" color="text.secondary">
          Laatst vernieuwd: {updatedAt ? formatDateTime(updatedAt) : '–'}
        </Typography>
      </Stack>
      {error && <Alert severity="error">Fout bij ophalen analytics data: {error.message}</Alert>}
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        <StatCard
          label="Totaal Gebruikers"
          value={users.total}
          hint={`${users.new_last_30_days} nieuw (30 dagen)`}
        />
        <StatCard
          label="Organisaties"
          value={organizations.total}
          hint={`${organizations.new_last_30_days} nieuw (30 dagen)`}
        />
        <StatCard
          label="Open Uitnodigingen"
          value={invitations.pending}
          hint={`${invitations.accepted} geaccepteerd`}
        />
        <StatCard label="Rol Types" value={Object.keys(roles.distribution).length} />
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        <BreakdownCard
          title="Gebruikers Status"
          rows={[
            { label: 'Actief', value: users.active },
            { label: 'In afwachting', value: users.pending },
            { label: 'Uitgeschakeld', value: users.disabled },
          ]}
        />
        <BreakdownCard
          title="Organisatie Types"
          rows={Object.entries(ORGANIZATION_TYPE_LABELS).map(([type, label]) => ({
            label,
            value: organizations.by_type[type] ?? 0,
          }))}
        />
        <BreakdownCard
          title="Uitnodigingen Overzicht"
          rows={[
            { label: 'Totaal', value: invitations.total },
            { label: 'In afwachting', value: invitations.pending },
            { label: 'Geaccepteerd', value: invitations.accepted },
          ]}
        />
        <BreakdownCard
          title="Rol Verdeling"
          rows={Object.keys({ ...ADMIN_ROLE_LABELS, ...roles.distribution }).map((name) => ({
            label: getRoleLabel(name, 'admin'),
            value: roles.distribution[name] ?? 0,
          }))}
        />
      </Stack>
      <WeeklyChart weeks={analytics.weekly} isLoading={isPending} />
    </Stack>
  );
}
