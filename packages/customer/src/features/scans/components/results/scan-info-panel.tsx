import { formatDateTime, SCAN_STEPS, type Scan } from '@caoscan/core';
import { Grid } from '@mui/material';
import { getScanProgress, nameOwner } from '../../utils/scan-status';
import { ScanStatusChip } from '../scan-status-chip';
import { CollapsiblePanel, PanelFact } from './collapsible-panel';

/** Owner, created, last updated, current step out of 4 and progress (spec 02 §2 "Scan results"). */
export function ScanInfoPanel({ scan }: { scan: Scan }) {
  const facts = [
    ['Status', <ScanStatusChip key="status" status={scan.status} />],
    ['Eigenaar', scan.is_owner ? `${nameOwner(scan)} (jij)` : nameOwner(scan)],
    ['Aangemaakt', formatDateTime(scan.created_at)],
    ['Laatst bijgewerkt', formatDateTime(scan.updated_at)],
    ['Huidige stap', `${Math.min(Math.max(scan.current_step, 1), SCAN_STEPS)} van ${SCAN_STEPS}`],
    ['Voortgang', `${getScanProgress(scan)}%`],
  ] as const;
  return (
    <CollapsiblePanel title="Scan informatie">
      <Grid container spacing={2}>
        {facts.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 2 }}>
            <PanelFact label={label} value={value} />
          </Grid>
        ))}
      </Grid>
      {scan.description && <PanelFact label="Beschrijving" value={scan.description} />}
    </CollapsiblePanel>
  );
}
