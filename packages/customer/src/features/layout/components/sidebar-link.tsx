import { ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { NavItem } from './nav-items';

interface SidebarLinkProps {
  item: NavItem;
  isActive: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** One sidebar entry; collapsed it shows only its icon, with the label as tooltip and name. */
export function SidebarLink({ item, isActive, collapsed, onNavigate }: SidebarLinkProps) {
  const Icon = item.icon;
  const link = (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      selected={isActive}
      aria-current={isActive ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      onClick={onNavigate}
      sx={{
        borderRadius: 2,
        mx: 1,
        mb: 0.5,
        minHeight: 44,
        px: collapsed ? 1.5 : 2,
        justifyContent: collapsed ? 'center' : 'flex-start',
        color: 'rgba(255,255,255,0.78)',
        '&:hover': { bgcolor: 'rgba(255,255,255,0.08)', color: 'common.white' },
        '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(255,255,255,0.16)', color: 'common.white' },
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 38, color: 'inherit' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true, fontSize: 14.5 } }} />
      )}
    </ListItemButton>
  );
  // An item of the sidebar's list (a <ul> holds only <li>).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed ? (
        <Tooltip title={item.label} placement="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </ListItem>
  );
}
