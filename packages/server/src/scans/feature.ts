import type { FastifyPluginAsync } from 'fastify';
import { alertRoutes } from '../catalogue/alerts/routes';
import { createVersionAlerts } from '../catalogue/alerts/send-version-alerts';
import { catalogueRoutes } from '../catalogue/routes';
import type { AppContext } from '../context';
import { creditRoutes } from '../credits/routes';
import { fileRoutes } from '../files/routes';
import { fileListRoute } from '../files/list-files-route';
import { deleteFileRoute } from '../files/delete-file-route';
import { adminScanRoutes } from './admin-routes';
import { comparisonRoutes } from './comparison-routes';
import { correctionRoutes } from './review/correction-routes';
import { documentRoutes } from './review/document-routes';
import { scanRoutes } from './routes';
import { createScanServices } from './scan-services';

/**
 * Issue C on the server: scans, files, credits and the scan worker (and issue K's cao catalogue). app.ts registers this once;
 * the worker starts only when there is work (a scan is started, or unfinished scans at boot).
 */
export const scanFeature: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const services = createScanServices({
    env: ctx.env,
    db: ctx.db,
    pglite: ctx.pglite,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  await app.register(scanRoutes, { services });
  await app.register(comparisonRoutes, { services });
  await app.register(adminScanRoutes, { services });
  await app.register(documentRoutes, { services });
  await app.register(correctionRoutes, { services });
  await app.register(fileRoutes, { services });
  await app.register(fileListRoute, { services });
  await app.register(deleteFileRoute, { services });
  await app.register(creditRoutes, { ctx });
  // The cao catalogue (issue K) shares the scans' storage, engine and extraction cache.
  const alerts = createVersionAlerts(services, ctx.mailer, (message, error) =>
    app.log.error({ err: error }, message),
  );
  await app.register(catalogueRoutes, { services, alerts });
  await app.register(alertRoutes, { services });

  app.addHook('onReady', async () => {
    services.resumeUnfinished().catch((error: unknown) => app.log.error({ err: error }, 'resume failed'));
    alerts.watch();
  });
  app.addHook('onClose', async () => {
    await alerts.close();
    await services.close();
  });
};
