import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AnalyticsIcon from '@mui/icons-material/BarChart';
import MailIcon from '@mui/icons-material/MailOutline';
import PeopleIcon from '@mui/icons-material/People';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useBasename, usePermissions } from 'react-admin';
import { canAccessAdmin } from '../auth/can-access';

interface QuickAction {
  label: string;
  text: string;
  path: string;
  icon: ReactNode;
  /** A tile that changes something shows only to those who may (support staff only read). */
  needs?: { action: string; resource: string };
}

const ACTIONS: readonly QuickAction[] = [
  {
    label: 'Nieuwe Organisatie',
    text: 'Organisatie toevoegen',
    path: '/organizations',
    icon: <AddBusinessIcon />,
    needs: { action: 'create', resource: 'organizations' },
  },
  {
    label: 'Uitnodiging Versturen',
    text: 'Admin uitnodigen',
    path: '/users',
    icon: <MailIcon />,
    needs: { action: 'create', resource: 'invitations' },
  },
  { label: 'Gebruikersbeheer', text: 'Gebruikers beheren', path: '/users', icon: <PeopleIcon /> },
  { label: 'Analytics', text: 'Systeem statistieken', path: '/analytics', icon: <AnalyticsIcon /> },
];

/** The dashboard's quick-action tiles (spec 01 §2); each opens the screen where the action lives. */
export function QuickActions() {
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  const roles = permissions ?? [];
  const visible = ACTIONS.filter((action) => !action.needs || canAccessAdmin(roles, action.needs));
  return (
    <>
      {visible.map((action) => (
        <Card key={action.label} variant="outlined" sx={{ flex: '1 1 200px' }}>
          <CardActionArea component={Link} to={`${basename}${action.path}`}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              {action.icon}
              <div>
                <Typography fontWeight={600}>{action.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {action.text}
                </Typography>
              </div>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </>
  );
}
