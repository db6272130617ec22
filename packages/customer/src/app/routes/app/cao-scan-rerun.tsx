import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ScanDetail } from '../../../features/scans/components/results/scan-detail';
import { RerunScanDialog } from '../../../features/scans/components/rerun/rerun-scan-dialog';

/**
 * /cao-scan/:scanId/opnieuw — the alert's link: the scan's detail with the confirmation on top;
 * confirmed, the new scan's progress opens (step 3); cancelled, the scan stays.
 */
export default function CaoScanRerunRoute() {
  const { scanId } = useParams();
  const navigate = useNavigate();
  if (!scanId) return <Navigate to={paths.caoScan.overview} replace />;
  return (
    <>
      <ScanDetail key={scanId} scanId={scanId} />
      <RerunScanDialog
        scanId={scanId}
        onCancel={() => void navigate(paths.caoScan.scan(scanId), { replace: true })}
        onStarted={(newScanId) => void navigate(paths.caoScan.scanStep(newScanId, 3))}
      />
    </>
  );
}
