import { PagePlaceholder } from '../../../components/page-placeholder';

export default function InvitationsRoute() {
  return (
    <PagePlaceholder
      title="Gebruikersbeheer"
      description="Hier nodigt u binnenkort collega’s uit en beheert u uitnodigingen."
    />
  );
}
