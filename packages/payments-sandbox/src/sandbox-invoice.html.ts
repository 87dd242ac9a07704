import { formatUsd } from './sandbox-billing';
import type { InvoiceDoc } from './sandbox-documents';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (character) => ESCAPES[character]);

/** Dates in en-US (docs/product.md#dates-in-en-us-money-in-usd), in UTC like the billing periods: "November 22, 2026". */
const formatDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const STYLE = `
  body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a2e; margin: 0; background: #f4f5f7; }
  main { max-width: 760px; margin: 32px auto; padding: 40px; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #1a1a2e; padding-bottom: 16px; }
  h1 { margin: 0; font-size: 24px; } h2 { margin: 4px 0 0; font-size: 16px; font-weight: 500; color: #555; }
  .status { font-weight: 700; letter-spacing: .08em; padding: 4px 12px; border: 2px solid; border-radius: 4px; }
  .status-paid { color: #1b7a3d; } .status-open { color: #b45309; } .status-void, .status-uncollectible, .status-draft { color: #666; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 24px; margin: 24px 0; } dt { color: #555; } dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; margin-top: 8px; }
  th, td { text-align: left; padding: 10px 8px; border-bottom: 1px solid #ddd; vertical-align: top; }
  th:last-child, td:last-child { text-align: right; white-space: nowrap; }
  tfoot td { border-bottom: none; } tfoot tr.total td { font-weight: 700; border-top: 2px solid #1a1a2e; }
  .note { margin-top: 32px; color: #666; font-size: 13px; }
  @media (max-width: 600px) { main { margin: 0; padding: 24px 16px; border-radius: 0; } th, td { padding: 8px 4px; } }
  @media print { body { background: #fff; } main { box-shadow: none; margin: 0; max-width: none; } .note { display: none; } }
`;

/**
 * The sandbox's hosted invoice page: a small printable invoice. Every value from the document is escaped; its style
 * element carries the answer's CSP nonce (the policy allows no other inline style).
 */
export function renderInvoiceHtml(invoice: InvoiceDoc, styleNonce: string | undefined): string {
  const status = invoice.status.toUpperCase();
  const rows = invoice.lines.data
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}</td><td>${escapeHtml(`${formatDate(line.period.start)} – ${formatDate(line.period.end)}`)}</td><td>${escapeHtml(formatUsd(line.amount))}</td></tr>`,
    )
    .join('');
  const credit = invoice.starting_balance - invoice.ending_balance;
  const footer = [
    ['Subtotal', formatUsd(invoice.subtotal)],
    ...(credit !== 0 ? [['Credit applied', formatUsd(credit)]] : []),
    ['Amount due', formatUsd(invoice.amount_due)],
    ['Amount paid', formatUsd(invoice.amount_paid)],
  ]
    .map(
      ([label, amount]) => `<tr${label === 'Amount due' ? ' class="total"' : ''}><td colspan="2">${escapeHtml(label)}</td><td>${escapeHtml(amount)}</td></tr>`,
    )
    .join('');
  const paidAt = invoice.status_transitions.paid_at;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Invoice ${escapeHtml(invoice.number)} — AI Receptionists</title>
<style${styleNonce ? ` nonce="${escapeHtml(styleNonce)}"` : ''}>${STYLE}</style>
</head>
<body>
<main>
<header>
<div><h1>AI Receptionists</h1><h2>Invoice ${escapeHtml(invoice.number)}</h2></div>
<span class="status status-${escapeHtml(invoice.status)}">${escapeHtml(status)}</span>
</header>
<dl>
<dt>Invoice number</dt><dd>${escapeHtml(invoice.number)}</dd>
<dt>Date of issue</dt><dd>${escapeHtml(formatDate(invoice.created))}</dd>
${paidAt ? `<dt>Date paid</dt><dd>${escapeHtml(formatDate(paidAt))}</dd>` : ''}
<dt>Billed to</dt><dd>${escapeHtml(invoice.customer_name ? `${invoice.customer_name} <${invoice.customer_email}>` : invoice.customer_email)}</dd>
<dt>For</dt><dd>${escapeHtml(invoice.description)}</dd>
</dl>
<table>
<thead><tr><th>Description</th><th>Period</th><th>Amount (USD)</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${footer}</tfoot>
</table>
<p class="note">Issued by the payment sandbox: no real payment was taken.</p>
</main>
</body>
</html>
`;
}
