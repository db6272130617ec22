import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Chip, Typography } from '@mui/material';
import { useEffect } from 'react';
import { AppBar, UserMenu, useBasename, useGetIdentity, useLocation } from 'react-admin';
import { getCustomerAppUrl } from '../auth/urls';
import { getAdminPageTitle } from './page-title';

/** react-admin's user menu; its button shows the name, so its accessible name holds it too (WCAG 2.5.3). */
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `Profiel ${identity.fullName}` : 'Profiel'} />;
}

/** Header: the route's title, the ADMIN badge and the way back to the customer app (spec 01 §2). */
export function AdminAppBar() {
  const basename = useBasename();
  const { pathname } = useLocation();
  const title = getAdminPageTitle(pathname, basename);

  useEffect(() => {
    document.title = `${title} – CAO Scan`;
  }, [title]);

  return (
    <AppBar color="primary" userMenu={<AdminUserMenu />}>
      <Typography variant="h6" component="h1" noWrap sx={{ flex: 1, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      <Chip
        label="ADMIN"
        size="small"
        sx={{ mx: 1, fontWeight: 700, letterSpacing: 1, bgcolor: 'error.main', color: 'error.contrastText' }}
      />
      {/* The customer app is another SPA: a plain link makes this a full page navigation. */}
      <Button
        color="inherit"
        href={getCustomerAppUrl()}
        startIcon={<ArrowBackIcon />}
        sx={{ mx: 1, textTransform: 'none' }}
      >
        Terug naar App
      </Button>
    </AppBar>
  );
}
