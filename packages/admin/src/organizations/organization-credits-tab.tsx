import { formatNumber } from '@caoscan/core';
import { Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';

/**
 * Edit modal, tab Credits. The balance from the organisation list; the totals, the manual
 * adjustment and the last 20 transactions belong to the credits work (ledger and adjust).
 */
export function OrganizationCreditsTab({ organization }: { organization: RaRecord }) {
  return (
    <Typography>
      Huidig saldo: <strong>{formatNumber(Number(organization.credit_balance ?? 0))}</strong> credits
    </Typography>
  );
}
