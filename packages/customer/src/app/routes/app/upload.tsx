import { PagePlaceholder } from '../../../components/page-placeholder';

export default function UploadRoute() {
  return (
    <PagePlaceholder
      title="Bestanden beheren"
      description="Hier uploadt en beheert u binnenkort uw cao-documenten."
    />
  );
}
