import { LOCAL_CHECKOUT_PATH } from './local-provider';

export interface CheckoutOrder {
  id: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  organizationName: string;
}

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const cents = (value: number) => euro.format(value / 100);

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A page as plain as Stripe's: the order, 'Betalen' and 'Annuleren'. No script (the CSP allows none inline). */
function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6fb;margin:0;padding:32px 16px;color:#1a2233}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px #0001}
h1{font-size:1.35rem;margin:0 0 8px}.note{background:#fff4e5;border:1px solid #f5c16c;border-radius:8px;padding:10px 12px;font-size:.9rem}
dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:20px 0}dt{color:#5a6478}dd{margin:0;text-align:right}
.total{font-weight:700;font-size:1.1rem}.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;font:inherit;padding:12px;border-radius:8px;border:1px solid #1b4dd8;cursor:pointer}
.pay{background:#1b4dd8;color:#fff}.cancel{background:#fff;color:#1b4dd8}form{flex:1;display:flex}
</style></head><body><main>${body}</main></body></html>`;
}

export function renderCheckoutPage(order: CheckoutOrder): string {
  const action = `${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(order.id)}`;
  return layout(
    'Testbetaling — CAO Scan',
    `<h1>Scan credits kopen</h1>
<p class="note" role="note"><strong>Ingebouwde testbetaling.</strong> Dit is niet de betaalpagina van Stripe:
er wordt geen geld afgeschreven. Deze pagina speelt de rol van Stripe zolang er geen Stripe-sleutel is ingesteld.</p>
<dl>
<dt>Organisatie</dt><dd>${escapeHtml(order.organizationName)}</dd>
<dt>Aantal credits</dt><dd>${order.quantity}</dd>
<dt>Prijs per credit</dt><dd>${cents(order.unitCents)}</dd>
<dt class="total">Totaal</dt><dd class="total">${cents(order.totalCents)}</dd>
</dl>
<div class="actions">
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Annuleren</button></form>
<form method="post" action="${action}/pay"><button class="pay" type="submit">Betalen</button></form>
</div>`,
  );
}

export function renderCheckoutMessage(title: string, message: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/credits">Naar Scan Credits</a></p>`,
  );
}
