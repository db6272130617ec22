import type { DetailedComparisonResult, Scan } from '@caoscan/core';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ReviewEndpoints, ReviewSource } from '../../api/review-endpoints';
import { describeCurrentCao } from '../../utils/cao-options';
import { getContinuePath } from '../../utils/scan-status';
import { ScanStatusChip } from '../scan-status-chip';
import { CaoDocumentsPanel } from './cao-documents-panel';
import { ComparisonResults } from './comparison-results';
import { CorrectionTrail } from './correction-trail';
import { ScanInfoPanel } from './scan-info-panel';

export type { ReviewEndpoints };

interface ScanResultsViewProps {
  scan: Scan;
  results: DetailedComparisonResult[] | undefined;
  isLoadingResults: boolean;
  /** Buttons beside the title (Excel, back, next step); the caller decides which. */
  actions?: ReactNode;
  /** Admin: look, do not act — no 'Verder' to the wizard, no 'Corrigeer' or 'Herstel'. */
  readOnly?: boolean;
  /**
   * The reads behind 'Bekijk in document' and the trail (the customer's routes or the admin's
   * read-only twins, as the Excel button gets its download); without them, no viewer or trail.
   */
  reviewEndpoints?: ReviewEndpoints;
}

/** A scan's page: info, documents and, once completed, the comparison (reusable read-only). */
export function ScanResultsView({
  scan,
  results,
  isLoadingResults,
  actions,
  readOnly = false,
  reviewEndpoints,
}: ScanResultsViewProps) {
  const source = useMemo<ReviewSource | undefined>(
    () => (reviewEndpoints ? { scanId: scan.id, endpoints: reviewEndpoints, readOnly } : undefined),
    [reviewEndpoints, scan.id, readOnly],
  );
  const isCompleted = scan.status === 'completed';
  const caoNames = useMemo(
    () => ({ current: describeCurrentCao(scan), client: scan.client_cao_name ?? 'CAO van de klant' }),
    [scan],
  );
  // The comparison (hundreds of components) renders as a deferred update, which React renders in
  // slices between which the browser stays responsive; rendered at once as the answer arrives, it
  // was the page's longest main-thread task (Lighthouse's Total Blocking Time, issue 14). Until
  // then the spinner stays.
  const shownResults = useDeferredValue(results, undefined);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h2" component="h1" sx={{ wordBreak: 'break-word' }}>
              {scan.name}
            </Typography>
            <ScanStatusChip status={scan.status} size="medium" />
          </Stack>
          {scan.client_cao_name && (
            <Typography color="text.secondary">
              {caoNames.current} vergeleken met {caoNames.client}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      <div>
        <ScanInfoPanel scan={scan} />
        <CaoDocumentsPanel scan={scan} />
      </div>
      {!isCompleted ? (
        <Alert
          severity="info"
          action={
            readOnly ? undefined : (
              <Button
                component={RouterLink}
                to={getContinuePath(scan)}
                color="inherit"
                variant="outlined"
                size="small"
              >
                Verder
              </Button>
            )
          }
        >
          De resultaten en de Excel-download zijn beschikbaar zodra de scan is voltooid.
        </Alert>
      ) : isLoadingResults || (results && !shownResults) ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Resultaten worden geladen" />
        </Box>
      ) : (
        <>
          <ComparisonResults results={shownResults ?? []} caoNames={caoNames} source={source} />
          {source && <CorrectionTrail source={source} results={shownResults ?? []} />}
        </>
      )}
    </Stack>
  );
}
