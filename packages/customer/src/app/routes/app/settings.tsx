import { PagePlaceholder } from '../../../components/page-placeholder';

export default function SettingsRoute() {
  return (
    <PagePlaceholder title="Instellingen" description="Hier beheert u binnenkort uw profiel en voorkeuren." />
  );
}
