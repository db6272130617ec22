import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { getPageTitle } from '../utils/page-titles';

interface HeaderProps {
  isAdmin: boolean;
  onOpenAdmin: () => void;
  onOpenNavigation: () => void;
  /** Right-hand widgets: the credit balance and the user menu. */
  actions: ReactNode;
}

/** Title and subtitle for the current path, the admin shortcut and the header widgets. */
export function Header({ isAdmin, onOpenAdmin, onOpenNavigation, actions }: HeaderProps) {
  const { title, subtitle } = getPageTitle(useLocation().pathname);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 2, minHeight: { xs: 64, md: 76 } }}>
        <IconButton
          edge="start"
          onClick={onOpenNavigation}
          aria-label="Menu openen"
          sx={{ display: { md: 'none' } }}
        >
          <MenuRoundedIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap>
            {title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ display: { xs: 'none', sm: 'block' } }}
          >
            {subtitle}
          </Typography>
        </Box>
        {isAdmin && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<AdminPanelSettingsRoundedIcon />}
            onClick={onOpenAdmin}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Admin Dashboard
          </Button>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>{actions}</Box>
      </Toolbar>
    </AppBar>
  );
}
