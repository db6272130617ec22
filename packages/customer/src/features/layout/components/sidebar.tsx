import { hasPermission } from '@caoscan/core';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useLocation } from 'react-router';
import { Brand } from '../../../components/brand';
import { getInitials } from '../utils/get-initials';
import { MAIN_NAV_ITEMS, SETTINGS_NAV_ITEM, isNavItemActive } from './nav-items';
import { SidebarLink } from './sidebar-link';

export interface SidebarProps {
  email: string;
  roleNames: readonly string[];
  collapsed?: boolean;
  /** Desktop only: the collapse toggle. */
  onToggleCollapsed?: () => void;
  /** Mobile: close the drawer after choosing. */
  onNavigate?: () => void;
  onSignOut: () => void;
}

/** The main navigation (spec 02 §2): entries by permission, settings and sign-out at the bottom. */
export function Sidebar({
  email,
  roleNames,
  collapsed = false,
  onToggleCollapsed,
  onNavigate,
  onSignOut,
}: SidebarProps) {
  const { pathname } = useLocation();
  const items = MAIN_NAV_ITEMS.filter(
    (item) => !item.permission || hasPermission(roleNames, item.permission),
  );

  return (
    <Box
      component="nav"
      aria-label="Hoofdmenu"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        color: 'common.white',
        background: 'linear-gradient(180deg, #143a6b 0%, #0f2b52 100%)',
        overflowX: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 2,
          minHeight: 68,
        }}
      >
        {!collapsed && <Brand inverted />}
        {onToggleCollapsed && (
          <IconButton
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Menu uitklappen' : 'Menu inklappen'}
            size="small"
            sx={{ color: 'rgba(255,255,255,0.8)', mx: collapsed ? 'auto' : 0 }}
          >
            {collapsed ? <ChevronRightRoundedIcon /> : <ChevronLeftRoundedIcon />}
          </IconButton>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: collapsed ? 0 : 2.5,
          pb: 2,
          justifyContent: collapsed ? 'center' : 'flex-start',
        }}
      >
        <Tooltip title={collapsed ? email : ''} placement="right">
          <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'rgba(255,255,255,0.18)' }}>
            {getInitials(email)}
          </Avatar>
        </Tooltip>
        {!collapsed && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.6)', display: 'block' }}>
              Ingelogd als
            </Typography>
            <Typography variant="body2" noWrap title={email} sx={{ fontWeight: 600 }}>
              {email}
            </Typography>
          </Box>
        )}
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)', mb: 1.5 }} />
      <List disablePadding sx={{ flexGrow: 1 }}>
        {items.map((item) => (
          <SidebarLink
            key={item.path}
            item={item}
            collapsed={collapsed}
            isActive={isNavItemActive(item.path, pathname)}
            onNavigate={onNavigate}
          />
        ))}
      </List>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <List disablePadding sx={{ py: 1.5 }}>
        <SidebarLink
          item={SETTINGS_NAV_ITEM}
          collapsed={collapsed}
          isActive={isNavItemActive(SETTINGS_NAV_ITEM.path, pathname)}
          onNavigate={onNavigate}
        />
        <ListItem disablePadding sx={{ display: 'block' }}>
          <ListItemButton
            onClick={onSignOut}
            aria-label="Uitloggen"
            sx={{
              borderRadius: 2,
              mx: 1,
              minHeight: 44,
              px: collapsed ? 1.5 : 2,
              justifyContent: collapsed ? 'center' : 'flex-start',
              color: 'rgba(255,255,255,0.78)',
              '&:hover': { bgcolor: 'rgba(255,255,255,0.08)', color: 'common.white' },
            }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 38, color: 'inherit' }}>
              <LogoutRoundedIcon fontSize="small" />
            </ListItemIcon>
            {!collapsed && <ListItemText primary="Uitloggen" slotProps={{ primary: { fontSize: 14.5 } }} />}
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
