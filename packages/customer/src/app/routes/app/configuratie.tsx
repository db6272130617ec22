import { ConfiguratiePage } from '../../../features/organization-settings/components/configuratie-page';
import { useHasPermission } from '../../../lib/auth/profile';

export default function ConfiguratieRoute() {
  const canEditBilling = useHasPermission('edit_billing');
  const canEditSharing = useHasPermission('edit_share_setting');
  return <ConfiguratiePage canEditBilling={canEditBilling} canEditSharing={canEditSharing} />;
}
