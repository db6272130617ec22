import type { Scan } from '@caoscan/core';
import { Grid, Typography } from '@mui/material';
import { describeCurrentCao } from '../../utils/cao-options';
import { CollapsiblePanel, PanelFact } from './collapsible-panel';

function CaoFact(props: { label: string; name: string; sector: string | null; file: string | null }) {
  return (
    <PanelFact
      label={props.label}
      value={
        <>
          {props.name}
          {props.sector && (
            <Typography variant="body2" color="text.secondary">
              Sector: {props.sector}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Document: {props.file ?? 'automatisch opgehaald'}
          </Typography>
        </>
      }
    />
  );
}

/** The two cao's compared, with their sector and document (collapsible). */
export function CaoDocumentsPanel({ scan }: { scan: Scan }) {
  return (
    <CollapsiblePanel title="CAO documenten">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CaoFact
            label="Huidige CAO"
            name={describeCurrentCao(scan)}
            sector={scan.current_cao_sector}
            file={scan.current_cao_filename}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CaoFact
            label="CAO van de klant"
            name={scan.client_cao_name ?? 'CAO van de klant'}
            sector={scan.client_cao_sector}
            file={scan.client_cao_filename}
          />
        </Grid>
      </Grid>
    </CollapsiblePanel>
  );
}
