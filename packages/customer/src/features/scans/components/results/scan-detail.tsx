import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { useComparisonResults } from '../../api/get-comparison-results';
import { useCustomerReviewEndpoints } from '../../api/review-endpoints';
import { useScanOrLeave } from '../../hooks/use-scan-or-leave';
import { getContinuePath } from '../../utils/scan-status';
import { ExcelDownloadButton } from './excel-download-button';
import { ScanResultsView } from './scan-results-view';

/** /cao-scan/:scanId — the scan's results for its users, with Excel, back and next step. */
export function ScanDetail({ scanId }: { scanId: string }) {
  const scan = useScanOrLeave(scanId);
  const isCompleted = scan.data?.status === 'completed';
  const results = useComparisonResults(scanId, isCompleted);
  const reviewEndpoints = useCustomerReviewEndpoints(scanId);

  if (!scan.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Scan wordt geladen" />
      </Box>
    );
  }
  return (
    <ScanResultsView
      scan={scan.data}
      results={results.data}
      isLoadingResults={results.isPending}
      reviewEndpoints={reviewEndpoints}
      actions={
        <>
          <Button component={RouterLink} to={paths.caoScan.overview} startIcon={<ArrowBackRoundedIcon />}>
            Terug naar overzicht
          </Button>
          {isCompleted ? (
            <ExcelDownloadButton scanId={scanId} />
          ) : (
            <Button
              component={RouterLink}
              to={getContinuePath(scan.data)}
              variant="contained"
              endIcon={<ArrowForwardRoundedIcon />}
            >
              Volgende stap
            </Button>
          )}
        </>
      }
    />
  );
}
