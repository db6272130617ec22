import type { Scan } from '@caoscan/core';
import { Grid, Typography } from '@mui/material';
import { describeAbuDocument, describeCurrentCao } from '../../utils/cao-options';
import { CollapsiblePanel, PanelFact } from './collapsible-panel';

interface CaoFactProps {
  label: string;
  name: string | null;
  sector: string | null;
  /** The uploaded document's name, or for the ABU cao which document was fetched. */
  file: string | null;
}

function CaoFact(props: CaoFactProps) {
  const document = props.file ?? 'nog niet geüpload';
  return (
    <PanelFact
      label={props.label}
      value={
        <>
          {props.name ?? 'Nog niet gekozen'}
          {props.sector && (
            <Typography variant="body2" color="text.secondary">
              Sector: {props.sector}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Document: {document}
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
            name={scan.is_abu_cao || scan.current_cao_name ? describeCurrentCao(scan) : null}
            sector={scan.current_cao_sector}
            file={scan.is_abu_cao ? describeAbuDocument(scan) : scan.current_cao_filename}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CaoFact
            label="CAO van de klant"
            name={scan.client_cao_name}
            sector={scan.client_cao_sector}
            file={scan.client_cao_filename}
          />
        </Grid>
      </Grid>
    </CollapsiblePanel>
  );
}
