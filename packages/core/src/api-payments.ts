import type { ApiTransport } from './api-scans';
import { BillingInfoSchema, BillingUpdateSchema, type BillingUpdateInput } from './schemas/billing';
import {
  CheckoutSessionCreatedSchema,
  CheckoutSessionStatusSchema,
  CreateCheckoutSessionSchema,
  PaymentConfigSchema,
  PricingSchema,
} from './schemas/payments';

/**
 * Typed calls of spec 02 §7 "Credits and payments" (buying) and the billing details of
 * "Organisation", one method per endpoint. Balance and history are in api-scans.ts.
 */
export function createPaymentApi({ request }: ApiTransport) {
  return {
    getBillingInfo: () => request('GET', '/organization/settings/billing', { schema: BillingInfoSchema }),
    updateBillingInfo: (body: BillingUpdateInput) =>
      request('PUT', '/organization/settings/billing', {
        body,
        bodySchema: BillingUpdateSchema,
        schema: BillingInfoSchema,
      }),
    getPaymentConfig: () => request('GET', '/payments/config', { schema: PaymentConfigSchema }),
    getPricing: () => request('GET', '/payments/pricing', { schema: PricingSchema }),
    createCheckoutSession: (creditsQuantity: number) =>
      request('POST', '/payments/create-checkout-session', {
        body: { credits_quantity: creditsQuantity },
        bodySchema: CreateCheckoutSessionSchema,
        schema: CheckoutSessionCreatedSchema,
      }),
    getCheckoutSession: (sessionId: string) =>
      request('GET', `/payments/session/${encodeURIComponent(sessionId)}`, {
        schema: CheckoutSessionStatusSchema,
      }),
  };
}
