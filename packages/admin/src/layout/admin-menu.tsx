import WalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AnalyticsIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import HistoryIcon from '@mui/icons-material/History';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import PeopleIcon from '@mui/icons-material/People';
import SecurityIcon from '@mui/icons-material/Security';
import { Divider, ListSubheader } from '@mui/material';
import { Logout, Menu, useBasename, useSidebarState } from 'react-admin';

/**
 * Sidebar of the admin area (spec 01 §2): Dashboard, Organisaties, Gebruikers, Cao Scans
 * ('Alle scans'), Rollen, Analytics, and a logout button. It collapses to icons (react-admin's
 * sidebar toggle); the section heading is hidden then.
 */
export function AdminMenu() {
  const basename = useBasename();
  const [isOpen] = useSidebarState();
  return (
    <Menu>
      <Menu.Item to={`${basename}/`} primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      <Menu.Item to={`${basename}/organizations`} primaryText="Organisaties" leftIcon={<BusinessIcon />} />
      <Menu.Item to={`${basename}/users`} primaryText="Gebruikers" leftIcon={<PeopleIcon />} />
      {isOpen && (
        // A heading inside react-admin's role="menu" list: not an item of its own (axe).
        <ListSubheader
          component="div"
          role="presentation"
          disableSticky
          sx={{ lineHeight: '32px', bgcolor: 'transparent' }}
        >
          Cao Scans
        </ListSubheader>
      )}
      <Menu.Item to={`${basename}/cao-scans`} primaryText="Alle scans" leftIcon={<DescriptionIcon />} />
      <Menu.Item to={`${basename}/caos`} primaryText="Cao-catalogus" leftIcon={<LibraryBooksIcon />} />
      <Menu.Item to={`${basename}/roles`} primaryText="Rollen" leftIcon={<SecurityIcon />} />
      <Menu.Item to={`${basename}/analytics`} primaryText="Analytics" leftIcon={<AnalyticsIcon />} />
      <Menu.Item to={`${basename}/credits`} primaryText="Credits" leftIcon={<WalletIcon />} />
      <Menu.Item to={`${basename}/audit-log`} primaryText="Auditlogboek" leftIcon={<HistoryIcon />} />
      <Divider sx={{ my: 1 }} />
      <Logout />
    </Menu>
  );
}
