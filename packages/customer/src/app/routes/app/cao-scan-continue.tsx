import { useParams } from 'react-router';
import { ScanWizard } from '../../../features/scans/components/wizard/scan-wizard';
import { useWizardCredits } from './cao-scan-wizard-credits';

/** /cao-scan/:scanId/step/:step — the wizard in continue mode. */
export default function CaoScanContinueRoute() {
  const { scanId, step } = useParams();
  const { credits, refreshCredits } = useWizardCredits();
  return (
    <ScanWizard
      key={scanId}
      step={step}
      scanId={scanId}
      isContinueMode
      credits={credits}
      onComparisonCompleted={refreshCredits}
    />
  );
}
