import type { Scan } from '@caoscan/core';
import { Alert, Box, Button, CircularProgress, Divider, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useSectionTasks } from '../../api/get-section-tasks';
import { SCANS_KEY } from '../../api/scan-keys';
import { useStartComparison } from '../../api/start-comparison';
import {
  chooseStartAction,
  countSections,
  getTotalProgress,
  hasEarlierProgress,
  START_ACTION_LABELS,
} from '../../utils/progress-counts';
import { ComparisonProgress } from './comparison-progress';
import { EarlierProgress } from './earlier-progress';
import { SummaryDetails } from './summary-details';

/** 'auto' shows the progress at once when a comparison runs or has finished (spec 02 §2 step 3). */
type Mode = 'auto' | 'running' | 'summary';

interface StepSummaryProps {
  scan: Scan;
  /** After a completed comparison (the route refreshes what other features show, e.g. credits). */
  onComparisonCompleted?: () => void;
}

/** Step 3 'Samenvatting': the input, earlier progress, and start / resume / restart of the comparison. */
export function StepSummary({ scan, onComparisonCompleted }: StepSummaryProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const progress = useSectionTasks(scan.id);
  const start = useStartComparison();
  const [mode, setMode] = useState<Mode>('auto');

  const overall = progress.data?.overall_status;
  const isUnderway = (status: string | undefined) => status === 'processing' || status === 'completed';
  const showProgress =
    mode === 'running' || (mode === 'auto' && (isUnderway(scan.status) || isUnderway(overall)));

  const handleCompleted = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: SCANS_KEY });
    onComparisonCompleted?.();
    navigate(paths.caoScan.scan(scan.id));
  }, [queryClient, onComparisonCompleted, navigate, scan.id]);

  const handleFailed = useCallback(
    (reason: string) => {
      window.alert(`Vergelijking mislukt: ${reason}`);
      setMode('summary');
      void queryClient.invalidateQueries({ queryKey: SCANS_KEY });
    },
    [queryClient],
  );

  const handleProgressError = useCallback((message: string) => console.error(message), []);

  async function startComparison() {
    try {
      await start.mutateAsync(scan);
      setMode('running');
    } catch {
      /* shown below from start.error */
    }
  }

  if (showProgress) {
    return (
      <ComparisonProgress
        scanId={scan.id}
        onCompleted={handleCompleted}
        onFailed={handleFailed}
        onError={handleProgressError}
      />
    );
  }

  const counts = countSections(progress.data?.sections ?? []);
  const action = chooseStartAction(counts);
  return (
    <Paper sx={{ p: { xs: 2.5, md: 4 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h5" component="h2">
            Samenvatting
          </Typography>
          <Typography color="text.secondary">Controleer uw invoer en start de AI vergelijking.</Typography>
        </Box>
        <SummaryDetails scan={scan} />
        {scan.status === 'failed' && scan.error_message && (
          <Alert severity="error">{scan.error_message}</Alert>
        )}
        {progress.data && hasEarlierProgress(progress.data) && counts.total > 0 && (
          <>
            <Divider />
            <EarlierProgress counts={counts} total={getTotalProgress(progress.data.sections)} />
          </>
        )}
        {start.error && <Alert severity="error">{start.error.message}</Alert>}
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Button onClick={() => navigate(paths.caoScan.scanStep(scan.id, 2))} disabled={start.isPending}>
            Vorige
          </Button>
          <Button
            variant="contained"
            size="large"
            onClick={() => void startComparison()}
            disabled={start.isPending || progress.isPending}
            startIcon={start.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {START_ACTION_LABELS[action]}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
