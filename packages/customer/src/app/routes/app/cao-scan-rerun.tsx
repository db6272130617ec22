import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { RerunScanDialog } from '../../../features/scans/components/rerun/rerun-scan-dialog';

/** What the dashboard's alert link hands over: the scan's name, for the confirmation. */
export interface RerunLocationState {
  scanName?: string;
}

/**
 * /cao-scan/:scanId/opnieuw — the alert's link (dashboard and e-mail): the confirmation alone, since
 * an organisation admin may re-run a colleague's scan without seeing it (the server decides).
 * Confirmed, the new scan's progress opens (step 3); cancelled, the dashboard with the alert.
 */
export default function CaoScanRerunRoute() {
  const { scanId } = useParams();
  const navigate = useNavigate();
  const state = useLocation().state as RerunLocationState | null;
  if (!scanId) return <Navigate to={paths.caoScan.overview} replace />;
  return (
    <RerunScanDialog
      scanId={scanId}
      scanName={state?.scanName ?? null}
      onCancel={() => void navigate(paths.home, { replace: true })}
      onStarted={(newScanId) => void navigate(paths.caoScan.scanStep(newScanId, 3), { replace: true })}
    />
  );
}
