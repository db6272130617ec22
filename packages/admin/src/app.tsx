import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route, type RouteObject } from 'react-router-dom';
import { AnalyticsPage } from './analytics/analytics-page';
import auditLog from './audit-log';
import { AdminGuard } from './auth/admin-guard';
import caoScans, { CaoScanDetail } from './cao-scans';
import caos from './caos';
import credits from './credits';
import { Dashboard } from './dashboard/dashboard';
import { i18nProvider } from './i18n/i18n-provider';
import { AdminLayout } from './layout/admin-layout';
import organizations from './organizations';
import roles from './roles';
import type { AdminServices } from './services';
import { adminTheme } from './theme';
import users from './users';

/** The admin area is served under /admin (one origin with the customer app and the API). */
export const ADMIN_BASENAME = '/admin';

export function AdminApp({ services }: { services: AdminServices }) {
  return (
    <AdminGuard authProvider={services.authProvider}>
      <Admin
        basename={ADMIN_BASENAME}
        authProvider={services.authProvider}
        dataProvider={services.dataProvider}
        i18nProvider={i18nProvider}
        layout={AdminLayout}
        theme={adminTheme}
        dashboard={Dashboard}
        title="CAO Scan Beheer"
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        <Resource name="organizations" {...organizations} />
        <Resource name="users" {...users} />
        <Resource name="cao-scans" {...caoScans}>
          <Route path=":scanId" element={<CaoScanDetail />} />
        </Resource>
        <Resource name="roles" {...roles} />
        <Resource name="invitations" />
        <Resource name="credits" {...credits} />
        <Resource name="caos" {...caos} />
        <Resource name="audit-log" {...auditLog} />
        <CustomRoutes>
          <Route path="/analytics" element={<AnalyticsPage />} />
        </CustomRoutes>
      </Admin>
    </AdminGuard>
  );
}

/**
 * One route, /admin/*, holding react-admin: it runs inside our browser router (not its default
 * hash router), and `<Admin basename>` makes every react-admin link start with /admin.
 */
export function createAdminRoutes(services: AdminServices): RouteObject[] {
  return [{ path: `${ADMIN_BASENAME}/*`, element: <AdminApp services={services} /> }];
}
