import { Box, CircularProgress, Stack } from '@mui/material';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useScanOrLeave } from '../../hooks/use-scan-or-leave';
import { isScanLocked } from '../../utils/scan-status';
import { decideWizardStep } from '../../utils/step-guard';
import type { CreditInfo } from './credit-notice';
import { LockedScanNotice } from './locked-scan-notice';
import { StepDetails } from './step-details';
import { StepDocuments } from './step-documents';
import { StepSummary } from './step-summary';
import { WizardStepIndicator } from './wizard-step-indicator';

interface ScanWizardProps {
  /** The raw `:step` of the URL. */
  step: string | undefined;
  /** Continue mode (/cao-scan/:scanId/step/:step); create mode leaves it out. */
  scanId?: string | undefined;
  isContinueMode: boolean;
  credits: CreditInfo;
  onComparisonCompleted?: () => void;
}

/** The wizard (spec 02 §2): guards the step against the scan's stored step, then shows that step. */
export function ScanWizard({
  step,
  scanId,
  isContinueMode,
  credits,
  onComparisonCompleted,
}: ScanWizardProps) {
  const navigate = useNavigate();
  const scan = useScanOrLeave(isContinueMode ? scanId : undefined);
  const decision = decideWizardStep({ step, scanId, isContinueMode, scan: scan.data });

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (isContinueMode && !scan.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Scan wordt geladen" />
      </Box>
    );
  }

  const current = scan.data;
  const currentStep = current ? Math.max(current.current_step, 1) : 1;
  // Steps 1 and 2 of a running or completed scan are shown, never saved (step 3 shows its progress).
  const isReadOnly = current ? isScanLocked(current) : false;
  function openStep(target: number) {
    if (!current) return;
    navigate(target >= 4 ? paths.caoScan.scan(current.id) : paths.caoScan.scanStep(current.id, target));
  }

  return (
    <Stack spacing={3}>
      <WizardStepIndicator
        currentStep={currentStep}
        activeStep={decision.step}
        isScanCompleted={current?.status === 'completed'}
        onSelect={openStep}
      />
      {isReadOnly && current && decision.step < 3 && <LockedScanNotice scan={current} />}
      {decision.step === 1 && (
        <StepDetails key={current?.id ?? 'new'} scan={current} credits={credits} isReadOnly={isReadOnly} />
      )}
      {decision.step === 2 && current && <StepDocuments scan={current} isReadOnly={isReadOnly} />}
      {decision.step === 3 && current && (
        <StepSummary key={current.id} scan={current} onComparisonCompleted={onComparisonCompleted} />
      )}
    </Stack>
  );
}
