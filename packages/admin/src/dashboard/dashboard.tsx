import BusinessIcon from '@mui/icons-material/Business';
import MailIcon from '@mui/icons-material/MailOutline';
import PeopleIcon from '@mui/icons-material/People';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useAdminAnalytics } from '../analytics/use-admin-analytics';
import { BreakdownCard } from '../components/breakdown-card';
import { StatCard } from '../components/stat-card';
import { QuickActions } from './quick-actions';

/** Admin Dashboard (spec 01 §2): welcome, counters, quick actions, breakdowns, recent activity. */
export function Dashboard() {
  const { analytics, error } = useAdminAnalytics();
  const byType = analytics.organizations.by_type;
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Box>
        <Typography variant="h5" component="h2">
          Welkom bij het Admin Dashboard
        </Typography>
        <Typography color="text.secondary">
          Beheer organisaties, gebruikers, uitnodigingen, rollen en credits van het hele platform.
        </Typography>
      </Box>
      {error && <Alert severity="error">Fout bij laden statistieken: {error.message}</Alert>}
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        <StatCard label="Totaal Organisaties" value={analytics.organizations.total} icon={<BusinessIcon />} />
        <StatCard label="Totaal Gebruikers" value={analytics.users.total} icon={<PeopleIcon />} />
        <StatCard
          label="Openstaande Uitnodigingen"
          value={analytics.invitations.pending}
          icon={<MailIcon />}
        />
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        <QuickActions />
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        <BreakdownCard
          title="Organisaties per Type"
          rows={[
            { label: 'Client', value: byType.client ?? 0 },
            { label: 'Partner', value: byType.partner ?? 0 },
            { label: 'Standaard', value: byType.standard ?? 0 },
          ]}
        />
        <BreakdownCard
          title="Gebruikers Status"
          rows={[
            { label: 'Actief', value: analytics.users.active },
            { label: 'In afwachting', value: analytics.users.pending },
            { label: 'Uitgeschakeld', value: analytics.users.disabled },
          ]}
        />
        <Card variant="outlined" sx={{ flex: '1 1 280px' }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Recente Activiteit
            </Typography>
            <Typography color="text.secondary">Nog geen recente activiteit.</Typography>
          </CardContent>
        </Card>
      </Stack>
    </Stack>
  );
}
