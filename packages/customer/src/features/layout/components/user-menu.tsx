import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import { Avatar, Divider, IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import type { Session } from '@supabase/auth-js';
import { useState } from 'react';
import { getInitials } from '../utils/get-initials';
import { UserMenuDetails } from './user-menu-details';

interface UserMenuProps {
  email: string;
  userId: string | undefined;
  session: Session | null;
  isAdmin: boolean;
  onSettings?: () => void;
  onAdminDashboard?: () => void;
  onSignOut: () => void;
}

/** The circle with the e-mail's initials and its dropdown; closes on an outside click. */
export function UserMenu({
  email,
  userId,
  session,
  isAdmin,
  onSettings,
  onAdminDashboard,
  onSignOut,
}: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const close = () => setAnchor(null);
  const choose = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
        // The initials are its visible text: they belong in its name too (WCAG 2.5.3).
        aria-label={`Gebruikersmenu ${getInitials(email)}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 38, height: 38, fontSize: 15, fontWeight: 600, bgcolor: 'primary.main' }}>
          {getInitials(email)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1 } } }}
      >
        <UserMenuDetails email={email} userId={userId} session={session} hasOpened={hasOpened} />
        <Divider />
        {onSettings && (
          <MenuItem onClick={choose(onSettings)}>
            <ListItemIcon>
              <SettingsRoundedIcon fontSize="small" />
            </ListItemIcon>
            Instellingen
          </MenuItem>
        )}
        {isAdmin && onAdminDashboard && (
          <MenuItem onClick={choose(onAdminDashboard)}>
            <ListItemIcon>
              <AdminPanelSettingsRoundedIcon fontSize="small" />
            </ListItemIcon>
            Admin Dashboard
          </MenuItem>
        )}
        <MenuItem onClick={choose(onSignOut)}>
          <ListItemIcon>
            <LogoutRoundedIcon fontSize="small" />
          </ListItemIcon>
          Uitloggen
        </MenuItem>
      </Menu>
    </>
  );
}
