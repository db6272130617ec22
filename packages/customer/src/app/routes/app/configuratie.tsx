import { ConfiguratiePage } from '../../../features/organization-settings/components/configuratie-page';
import { useHasPermission, useRoleNames } from '../../../lib/auth/profile';

export default function ConfiguratieRoute() {
  const canEditBilling = useHasPermission('edit_billing');
  const canEditSharing = useHasPermission('edit_share_setting');
  // The alert e-mails of issue K go to organisation admins (catalogue/alerts/ on the server).
  const receivesCaoAlerts = useRoleNames().includes('org_administrator');
  return (
    <ConfiguratiePage
      canEditBilling={canEditBilling}
      canEditSharing={canEditSharing}
      receivesCaoAlerts={receivesCaoAlerts}
    />
  );
}
