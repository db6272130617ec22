import { PagePlaceholder } from '../../../components/page-placeholder';

export default function CaoScanOverviewRoute() {
  return <PagePlaceholder title="Mijn scans" description="Hier verschijnt het overzicht van uw cao-scans." />;
}
