import { quantityOf } from './format.js';
import { html } from './html.js';
import { linkHtml, page, signatureLines } from './layout.js';
import type { StockTemplates } from './order-view.js';

const CELL = 'padding:8px 4px;border-bottom:1px solid #e3e8e3;vertical-align:top';

/** English, the shop's language: the owner reads these mails. */
export const englishStockMails: StockTemplates = {
  lowStock: (view) => {
    const names = view.products.map((product) => product.name).join(', ');
    const subject = `Low stock: ${names} - ${view.shop.name}`;
    const heading = view.products.length === 1 ? 'A product is running low' : 'Products are running low';
    const signature = signatureLines(view);
    const lines = view.products.map(
      (p) => `- ${p.name}: ${quantityOf(p.stocks, p.unit)} left (low stock at ${quantityOf(p.threshold, p.unit)})`,
    );
    const text = [
      heading,
      '',
      'An order has just taken these to or below their low-stock level:',
      ...lines,
      '',
      `Restock: ${view.link}`,
      '',
      '--',
      ...signature,
    ].join('\n');
    const rows = view.products.map(
      (p) =>
        html`<tr><td style="${CELL}">${p.name}</td><td style="${CELL};text-align:right">${quantityOf(p.stocks, p.unit)}</td><td style="${CELL};text-align:right">${quantityOf(p.threshold, p.unit)}</td></tr>`,
    );
    const body = html`<h1 style="font-size:20px;margin:0 0 12px">${heading}</h1>
<p style="margin:0 0 12px">An order has just taken these to or below their low-stock level:</p>
<table style="width:100%;border-collapse:collapse;font-size:14px;margin:12px 0">
<thead><tr style="text-align:left"><th style="${CELL}" scope="col">Product</th><th style="${CELL};text-align:right" scope="col">Left</th><th style="${CELL};text-align:right" scope="col">Low at</th></tr></thead>
<tbody>${rows}</tbody>
</table>
${linkHtml(view.link, 'Open the dashboard')}`;
    return { subject, text, html: page({ lang: 'en', title: subject, body, signature }) };
  },
};
