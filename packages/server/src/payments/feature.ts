import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { billingRoutes } from '../organization/billing-routes';
import { localCheckoutRoutes } from './local-checkout-routes';
import { choosePaymentProvider } from './payment-provider';
import { paymentRoutes } from './routes';
import { webhookRoute } from './webhook-route';

/** Issue F on the server: billing details, buying credits, the webhook and the built-in checkout. */
export const paymentFeature: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const provider = choosePaymentProvider(ctx.env, ctx.db);
  await app.register(billingRoutes, { ctx });
  await app.register(paymentRoutes, { ctx, provider });
  await app.register(webhookRoute, { db: ctx.db, provider });
  if (provider?.kind === 'local') await app.register(localCheckoutRoutes, { ctx, provider });
};
