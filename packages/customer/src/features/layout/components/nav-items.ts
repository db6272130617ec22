import { PRODUCT_NAME, type Permission } from '@caoscan/core';
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import CompareArrowsRoundedIcon from '@mui/icons-material/CompareArrowsRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import TollRoundedIcon from '@mui/icons-material/TollRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import { paths } from '../../../config/paths';

export interface NavItem {
  label: string;
  path: string;
  icon: typeof DashboardRoundedIcon;
  /** Shown only to users who hold this permission (asked of core's hasPermission). */
  permission?: Permission;
}

/** The sidebar's entries in order (spec 02 §2). */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Start', path: paths.home, icon: DashboardRoundedIcon },
  { label: 'Bestanden beheren', path: paths.upload, icon: CloudUploadRoundedIcon },
  { label: PRODUCT_NAME, path: paths.caoScan.root, icon: CompareArrowsRoundedIcon },
  { label: 'Scan Credits', path: paths.credits, icon: TollRoundedIcon, permission: 'view_credits' },
  { label: 'Configuratie', path: paths.configuratie, icon: TuneRoundedIcon },
  {
    label: 'Gebruikersbeheer',
    path: paths.invitations,
    icon: GroupRoundedIcon,
    permission: 'view_invitations',
  },
];

export const SETTINGS_NAV_ITEM: NavItem = {
  label: 'Instellingen',
  path: paths.settings,
  icon: SettingsRoundedIcon,
};

/** Active by path prefix; Start only on / itself, or it would match everything. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === paths.home) return pathname === paths.home;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
