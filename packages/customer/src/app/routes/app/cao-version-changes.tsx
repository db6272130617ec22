import { useParams, useSearchParams } from 'react-router';
import { VersionChangesPage } from '../../../features/cao-catalogue/components/version-changes-page';

/** /cao-catalogus/versies/:versionId/wijzigingen[?from=<versionId>] */
export default function CaoVersionChangesRoute() {
  const { versionId = '' } = useParams();
  const [search] = useSearchParams();
  return <VersionChangesPage versionId={versionId} from={search.get('from')} />;
}
