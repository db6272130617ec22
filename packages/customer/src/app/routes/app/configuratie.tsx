import { PagePlaceholder } from '../../../components/page-placeholder';

export default function ConfiguratieRoute() {
  return (
    <PagePlaceholder
      title="Configuratie"
      description="Hier beheert u binnenkort de bedrijfsgegevens en organisatie-instellingen."
    />
  );
}
