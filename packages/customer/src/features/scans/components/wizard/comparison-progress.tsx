import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { getComparisonResults } from '../../api/get-comparison-results';
import { useSectionTasks } from '../../api/get-section-tasks';
import { useServices } from '../../../../lib/services';
import { getTotalProgress, groupSections } from '../../utils/progress-counts';
import { ProgressBar } from './progress-bar';
import { SectionStatusList } from './section-status-list';

export const COMPARISON_FAILED = 'Comparison failed';

interface ComparisonProgressProps {
  scanId: string;
  onCompleted: () => void;
  onFailed: (reason: string) => void;
  /** Progress could not be fetched (spec 02 §8: reported to the parent too). */
  onError?: (message: string) => void;
}

/** 'AI Vergelijking in uitvoering': polls every 5 s; on completed fetches the results, on failed reports. */
export function ComparisonProgress({ scanId, onCompleted, onFailed, onError }: ComparisonProgressProps) {
  const { api } = useServices();
  const tasks = useSectionTasks(scanId, { poll: true });
  // Only answers fetched after this view opened count: a cached 'failed' from before a restart does not.
  const [openedAt] = useState(() => Date.now());
  const [resultsError, setResultsError] = useState<string | null>(null);
  const hasFinished = useRef(false);
  const status = tasks.dataUpdatedAt >= openedAt ? tasks.data?.overall_status : undefined;
  const errorMessage = tasks.error?.message ?? null;

  useEffect(() => {
    if (hasFinished.current || (status !== 'completed' && status !== 'failed')) return;
    hasFinished.current = true;
    if (status === 'failed') {
      onFailed(COMPARISON_FAILED);
      return;
    }
    getComparisonResults(api, scanId).then(
      () => onCompleted(),
      (error: unknown) => setResultsError(error instanceof Error ? error.message : String(error)),
    );
  }, [status, api, scanId, onCompleted, onFailed]);

  useEffect(() => {
    if (errorMessage) onError?.(errorMessage);
  }, [errorMessage, onError]);

  const sections = tasks.data?.sections ?? [];
  const groups = groupSections(sections);
  const total = getTotalProgress(sections);
  return (
    <Paper sx={{ p: { xs: 2.5, md: 4 } }} aria-live="polite">
      <Stack spacing={3}>
        <div>
          <Typography variant="h5" component="h2">
            AI Vergelijking in uitvoering
          </Typography>
          <Typography color="text.secondary">Geschatte tijd: ~1-3 minuten</Typography>
        </div>
        {errorMessage && <Alert severity="error">Fout: {errorMessage}</Alert>}
        {resultsError && <Alert severity="error">Fout: {resultsError}</Alert>}
        <Stack spacing={2}>
          {groups.map((group) => (
            <ProgressBar key={group.type} {...group} />
          ))}
        </Stack>
        <ProgressBar label="Totale voortgang" emphasis {...total} />
        <SectionStatusList groups={groups} />
      </Stack>
    </Paper>
  );
}
