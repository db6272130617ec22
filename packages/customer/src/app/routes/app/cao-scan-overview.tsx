import { ScanOverview } from '../../../features/scans/components/overview/scan-overview';

export default function CaoScanOverviewRoute() {
  return <ScanOverview />;
}
