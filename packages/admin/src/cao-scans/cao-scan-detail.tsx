import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@caoscan/core';
import { Loading, useGetOne, useParams } from 'react-admin';

/**
 * /cao-scans/:scanId — the read-only admin view of one scan (spec 01 §2). The results layout of
 * document two and the Excel download (dataProvider.exportScanExcel) are added with issue F.
 */
export function CaoScanDetail() {
  const { scanId = '' } = useParams<{ scanId: string }>();
  const { data: scan, isPending, error } = useGetOne('cao-scans', { id: scanId });
  if (isPending) return <Loading />;
  if (error)
    return (
      <Alert severity="error">{error instanceof Error ? error.message : 'Fout bij ophalen scans'}</Alert>
    );
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h5" component="h2">
            {String(scan?.name ?? scanId)}
          </Typography>
          <Typography color="text.secondary">Status: {String(scan?.status ?? '–')}</Typography>
          <Typography color="text.secondary">Aangemaakt: {formatDateTime(scan?.created_at)}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
