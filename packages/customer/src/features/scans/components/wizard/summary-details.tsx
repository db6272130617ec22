import type { Scan } from '@caoscan/core';
import { Box, Grid, Typography } from '@mui/material';
import { describeAbuDocument, describeCurrentCao } from '../../utils/cao-options';

function Fact({
  label,
  value,
  detail,
}: {
  label: string;
  value: string;
  detail?: string | null | undefined;
}) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}

const documentLine = (name: string | null) => (name ? `Document: ${name}` : null);

/** What step 3 is about to compare: the scan and both cao's with their documents. */
export function SummaryDetails({ scan }: { scan: Scan }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Fact label="Scan naam" value={scan.name} detail={scan.description} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Fact
          label="Huidige CAO"
          value={describeCurrentCao(scan)}
          detail={
            scan.is_abu_cao
              ? `Document: ${describeAbuDocument(scan)}`
              : documentLine(scan.current_cao_filename)
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Fact
          label="CAO van de klant"
          value={scan.client_cao_name ?? '–'}
          detail={documentLine(scan.client_cao_filename)}
        />
      </Grid>
    </Grid>
  );
}
