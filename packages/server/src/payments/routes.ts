import {
  CheckoutSessionCreatedSchema,
  CheckoutSessionStatusSchema,
  CreateCheckoutSessionSchema,
  DEFAULT_PRICING,
  PaymentConfigSchema,
  PricingSchema,
  findPricingTier,
  isBillingComplete,
} from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requirePermission, type CurrentUser } from '../http/current-user';
import { HttpError, notFound } from '../http/errors';
import { readBillingInfo } from '../organization/read-billing';
import { fulfilCheckout } from './fulfil-checkout';
import type { PaymentProvider } from './payment-provider';

export const BILLING_INCOMPLETE_MESSAGE =
  'Vul eerst de bedrijfsgegevens volledig in bij Configuratie voordat u credits koopt.';
export const PAYMENTS_OFF_MESSAGE =
  'Betalingen zijn op deze installatie niet ingesteld. Neem contact op met de beheerder.';
const SESSION_NOT_FOUND = 'Betalingssessie niet gevonden';

function requireOrganization(user: CurrentUser): string {
  if (!user.organizationId) throw new HttpError(403, 'Geen organisatie gevonden voor deze gebruiker');
  return user.organizationId;
}

/**
 * /api/payments/* of spec 02 §7: config, pricing (tiers in cents, from here only), opening a
 * checkout session and reading one back on the success page. Buying and reading a purchase need
 * view_credits (organisation admins and admins); the tiers are public to every signed-in user.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  provider: PaymentProvider | null;
}> = async (app, { ctx, provider }) => {
  const tags = ['payments'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/payments/config',
    { schema: { tags, security, response: { 200: PaymentConfigSchema } } },
    async (request) => {
      requirePermission(request, 'view_credits');
      return {
        publishable_key: provider?.publishableKey ?? null,
        provider: provider?.kind ?? ('off' as const),
      };
    },
  );

  app.get(
    '/api/payments/pricing',
    { schema: { tags, security, response: { 200: PricingSchema } } },
    async (request) => {
      requirePermission(request, 'view_credits');
      return DEFAULT_PRICING;
    },
  );

  app.post(
    '/api/payments/create-checkout-session',
    {
      schema: {
        tags,
        security,
        body: CreateCheckoutSessionSchema,
        response: { 200: CheckoutSessionCreatedSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requirePermission(request, 'view_credits');
      const organizationId = requireOrganization(user);
      if (!provider) throw new HttpError(503, PAYMENTS_OFF_MESSAGE, 'payments_not_configured');
      const billing = await readBillingInfo(ctx.db, organizationId);
      if (!isBillingComplete(billing))
        throw new HttpError(400, BILLING_INCOMPLETE_MESSAGE, 'billing_incomplete');

      const quantity = request.body.credits_quantity;
      const unitAmountCents = findPricingTier(DEFAULT_PRICING, quantity).tier.price_per_credit_cents;
      const base = ctx.env.PUBLIC_URL;
      // Stripe needs absolute return addresses; the built-in checkout stays on the browser's origin.
      const absolute = provider.kind === 'stripe';
      const checkout = await provider.createCheckout({
        organizationId,
        userId: user.id,
        quantity,
        unitAmountCents,
        customerEmail: billing.account_email,
        successUrl: `${absolute ? base : ''}/payment/success`,
        cancelUrl: `${absolute ? base : ''}/payment/cancel`,
      });
      await ctx.db
        .insertInto('checkout_sessions')
        .values({
          id: checkout.id,
          provider: provider.kind,
          organization_id: organizationId,
          created_by: user.id,
          credits_quantity: quantity,
          amount_total_cents: unitAmountCents * quantity,
        })
        .execute();
      return { session_id: checkout.id, url: checkout.url };
    },
  );

  app.get(
    '/api/payments/session/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().min(1).max(255) }),
        response: { 200: CheckoutSessionStatusSchema },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(requirePermission(request, 'view_credits'));
      const { id } = request.params;
      const find = () =>
        ctx.db
          .selectFrom('checkout_sessions')
          .selectAll()
          .where('id', '=', id)
          .where('organization_id', '=', organizationId)
          .executeTakeFirst();
      if (!(await find())) throw notFound(SESSION_NOT_FOUND);
      // The landing page fulfils too (Stripe's guide): the webhook may not have arrived yet.
      if (provider) await fulfilCheckout(ctx.db, provider, id);
      const row = (await find())!;
      return {
        session_id: row.id,
        payment_status: row.payment_status,
        status: row.status,
        credits_quantity: row.credits_quantity,
        amount_total_cents: row.amount_total_cents,
        is_fulfilled: row.fulfilled_at !== null,
      };
    },
  );
};
