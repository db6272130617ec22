import { hasPermission } from '@caoscan/core';
import { Alert, Box, Drawer } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-provider';
import { PROFILE_ERROR_MESSAGE, useProfile } from '../../../lib/auth/profile';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

const WIDTH_OPEN = 264;
const WIDTH_COLLAPSED = 76;
const COLLAPSED_KEY = 'caoscan.sidebar.collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Sidebar plus header around every signed-in page (spec 02 §2); a drawer on small screens. */
export function MainLayout({ headerWidgets }: { headerWidgets?: ReactNode }) {
  const navigate = useNavigate();
  const { user, session, signOut } = useAuth();
  const profile = useProfile();
  const roleNames = profile.data?.roles ?? [];
  const isAdmin = hasPermission(roleNames, 'access_admin_dashboard');
  const email = user?.email ?? '';
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const width = collapsed ? WIDTH_COLLAPSED : WIDTH_OPEN;

  function toggleCollapsed() {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, String(!value));
      return !value;
    });
  }

  async function handleSignOut() {
    setMobileOpen(false);
    await signOut();
    navigate(paths.login, { replace: true });
  }

  // The back-office is a separate app on this origin: a full page load, not a route change.
  const openAdmin = () => window.location.assign(paths.admin);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width,
          flexShrink: 0,
          transition: 'width 200ms',
          '& .MuiDrawer-paper': { width, transition: 'width 200ms', boxSizing: 'border-box' },
        }}
      >
        <Sidebar
          email={email}
          roleNames={roleNames}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
          onSignOut={handleSignOut}
        />
      </Drawer>
      {/*
        Not kept mounted: a second sidebar in a portal, measured by its slide transition, cost every
        page load a forced layout and an extra synchronous render, on desktops that never show it.
      */}
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: WIDTH_OPEN } }}
      >
        <Sidebar
          email={email}
          roleNames={roleNames}
          onNavigate={() => setMobileOpen(false)}
          onSignOut={handleSignOut}
        />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header
          isAdmin={isAdmin}
          onOpenAdmin={openAdmin}
          onOpenNavigation={() => setMobileOpen(true)}
          actions={
            <>
              {headerWidgets}
              <UserMenu
                email={email}
                userId={user?.id}
                session={session}
                isAdmin={isAdmin}
                onSettings={() => navigate(paths.settings)}
                onAdminDashboard={openAdmin}
                onSignOut={handleSignOut}
              />
            </>
          }
        />
        <Box
          component="main"
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3, lg: 4 }, maxWidth: 1440, width: '100%', mx: 'auto' }}
        >
          {profile.isError && (
            <Alert severity="error" sx={{ mb: 3 }}>
              {PROFILE_ERROR_MESSAGE}
            </Alert>
          )}
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
