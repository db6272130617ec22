import type { Scan } from '@caoscan/core';
import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';

export const COMPLETED_SCAN_NOTICE =
  'Deze scan is voltooid. De gegevens en documenten kunnen niet meer worden gewijzigd.';
export const PROCESSING_SCAN_NOTICE =
  'De vergelijking van deze scan loopt. De gegevens en documenten kunnen niet meer worden gewijzigd.';

/** Above a read-only step of a running or completed scan, with the way on: results or progress. */
export function LockedScanNotice({ scan }: { scan: Pick<Scan, 'id' | 'status'> }) {
  const isCompleted = scan.status === 'completed';
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={isCompleted ? paths.caoScan.scan(scan.id) : paths.caoScan.scanStep(scan.id, 3)}
          color="inherit"
          size="small"
        >
          {isCompleted ? 'Naar de resultaten' : 'Naar de voortgang'}
        </Button>
      }
    >
      {isCompleted ? COMPLETED_SCAN_NOTICE : PROCESSING_SCAN_NOTICE}
    </Alert>
  );
}
