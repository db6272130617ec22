import { PagePlaceholder } from '../../../components/page-placeholder';

export default function CreditsRoute() {
  return (
    <PagePlaceholder title="Scan Credits" description="Hier ziet u binnenkort uw saldo en koopt u credits." />
  );
}
