import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ScanDetail } from '../../../features/scans/components/results/scan-detail';

/** /cao-scan/:scanId — the scan's detail and results. */
export default function CaoScanDetailRoute() {
  const { scanId } = useParams();
  if (!scanId) return <Navigate to={paths.caoScan.overview} replace />;
  return <ScanDetail key={scanId} scanId={scanId} />;
}
