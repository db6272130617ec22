import { AdminScanSchema } from '@caoscan/core';
import { ScanResultsView, type ReviewEndpoints } from '@caoscan/customer/scan-results';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, Loading, useBasename, useDataProvider, useGetOne, useParams } from 'react-admin';
import type { BackOfficeDataProvider } from '../services';
import { ExcelDownloadButton } from './excel-download-button';

/**
 * /cao-scans/:scanId — any scan, read-only (spec 01 §2): the customer's results layout (spec 02
 * §2: info, documents, categories with citations and the section details), no 'Volgende stap',
 * and the Excel, the cited pages and the corrections' trail through the admin endpoints.
 */
export function CaoScanDetail() {
  const { scanId = '' } = useParams<{ scanId: string }>();
  const basename = useBasename();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data: record, isPending, error } = useGetOne('cao-scans', { id: scanId });
  const scan = record ? AdminScanSchema.safeParse(record).data : undefined;
  const isCompleted = scan?.status === 'completed';
  const results = useQuery({
    queryKey: ['admin', 'cao-scans', scanId, 'results'],
    queryFn: () => dataProvider.getScanResults(scanId),
    enabled: isCompleted,
    staleTime: 5 * 60_000,
  });
  const reviewEndpoints = useMemo<ReviewEndpoints>(
    () => ({
      keyScope: ['admin'],
      getDocumentPage: (side, page) => dataProvider.getScanDocumentPage(scanId, side, page),
      getDocumentFile: (side) => dataProvider.getScanDocumentFile(scanId, side),
      listCorrections: () => dataProvider.listScanCorrections(scanId),
    }),
    [dataProvider, scanId],
  );

  if (isPending) return <Loading />;
  if (error || !scan)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {error instanceof Error ? error.message : 'Fout bij ophalen scans'}
      </Alert>
    );
  return (
    <Box sx={{ py: 2 }}>
      <ScanResultsView
        scan={scan}
        results={results.data}
        isLoadingResults={results.isPending}
        readOnly
        reviewEndpoints={reviewEndpoints}
        actions={
          <>
            <Button component={Link} to={`${basename}/cao-scans`} startIcon={<ArrowBackRoundedIcon />}>
              Terug naar overzicht
            </Button>
            {isCompleted && <ExcelDownloadButton scanId={scan.id} />}
          </>
        }
      />
    </Box>
  );
}
