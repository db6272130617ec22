import { useParams } from 'react-router';
import { ScanWizard } from '../../../features/scans/components/wizard/scan-wizard';
import { useWizardCredits } from './cao-scan-wizard-credits';

/** /cao-scan/create/step/:step — the wizard for a new scan. */
export default function CaoScanCreateRoute() {
  const { step } = useParams();
  const { credits, refreshCredits } = useWizardCredits();
  return (
    <ScanWizard step={step} isContinueMode={false} credits={credits} onComparisonCompleted={refreshCredits} />
  );
}
