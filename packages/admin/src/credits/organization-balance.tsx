import { formatNumber } from '@caoscan/core';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../services';

/**
 * GET /admin/credits/balance/{id}, one cache entry per organisation: every place that shows the
 * balance refreshes together when an adjustment invalidates ['admin', 'credits'].
 */
export function useOrganizationBalance(organizationId: string | null) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['admin', 'credits', 'balance', organizationId],
    queryFn: () => dataProvider.getCreditBalance(organizationId ?? ''),
    enabled: organizationId !== null,
  });
}

/** One organisation's credit balance with what it ever bought and used. */
export function OrganizationBalance({ organizationId }: { organizationId: string }) {
  const { data, error } = useOrganizationBalance(organizationId);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const facts = [
    { label: 'Huidig saldo', value: data?.current_balance },
    { label: 'Totaal gekocht', value: data?.total_purchased },
    { label: 'Totaal gebruikt', value: data?.total_used },
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
          {facts.map((fact) => (
            <div key={fact.label}>
              <Typography variant="body2" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography variant="h5" component="p" aria-label={fact.label}>
                {fact.value === undefined ? '…' : formatNumber(fact.value)}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
