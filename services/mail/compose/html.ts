import escapeHtml from 'escape-html';
import type { MailDocument, OrderTable } from './document.js';

/**
 * The HTML part. Mail clients keep little of a web page: one centred column of tables with inline styles, system
 * fonts (nothing fetched from elsewhere: no remote fonts or images), the direction set on the document and again on
 * the content (some clients drop the <html> element's attributes). Every string goes through `escapeHtml`.
 */
export function renderHtml(mail: MailDocument): string {
  const rtl = mail.locale === 'ar';
  const dir = rtl ? 'rtl' : 'ltr';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const e = escapeHtml;
  const paragraph = (text: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">${e(text)}</p>`;

  return [
    '<!doctype html>',
    `<html lang="${mail.locale}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(mail.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:#f5f1eb;">`,
    `<div dir="${dir}" lang="${mail.locale}" style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Tahoma,'Segoe UI',Arial,sans-serif;color:#2b2420;text-align:${start};">`,
    `<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#6b4f3a;">${e(mail.brand)}</p>`,
    `<div style="background:#ffffff;border-radius:12px;padding:24px;">`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.4;">${e(mail.heading)}</h1>`,
    ...mail.paragraphs.map(paragraph),
    mail.order ? orderTable(mail.order, start, end) : '',
    mail.address
      ? `<h2 style="margin:24px 0 8px;font-size:16px;">${e(mail.address.title)}</h2>` +
        `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">${mail.address.lines.map(e).join('<br>')}</p>`
      : '',
    mail.action
      ? `<p style="margin:24px 0;"><a href="${e(mail.action.url)}" style="display:inline-block;background:#6b4f3a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;">${e(mail.action.label)}</a></p>`
      : '',
    mail.links && mail.links.length > 0
      ? `<ul style="margin:8px 0 24px;padding:0;list-style:none;">` +
        mail.links
          .map(
            (link) =>
              `<li style="margin:0 0 12px;"><a href="${e(link.url)}" style="display:inline-block;background:#6b4f3a;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:bold;">${e(link.label)}</a></li>`,
          )
          .join('') +
        '</ul>'
      : '',
    ...mail.closing.map(paragraph),
    '</div>',
    `<p style="margin:16px 0 0;font-size:12px;line-height:1.6;color:#7a6e66;">${e(mail.brand)}: ${e(mail.tagline)}<br>${e(mail.footer)}</p>`,
    '</div>',
    '</body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

function orderTable(order: OrderTable, start: string, end: string): string {
  const e = escapeHtml;
  const cell = `padding:8px 0;border-bottom:1px solid #eee5dc;font-size:14px;line-height:1.5;vertical-align:top;`;
  const head = `padding:0 0 8px;border-bottom:2px solid #eee5dc;font-size:13px;color:#7a6e66;font-weight:normal;`;
  const lines = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}text-align:${start};">${e(line.name)}` +
        (line.details ? `<br><span style="color:#7a6e66;font-size:13px;">${e(line.details)}</span>` : '') +
        `</td><td style="${cell}text-align:center;">${e(line.quantity)}</td>` +
        `<td style="${cell}text-align:${end};white-space:nowrap;">${e(line.amount)}</td></tr>`,
    )
    .join('\n');
  const totals = order.totals
    .map((total) => {
      const weight = total.strong ? 'font-weight:bold;font-size:16px;' : 'font-size:14px;';
      return (
        `<tr><td colspan="2" style="padding:6px 0;${weight}text-align:${start};">${e(total.label)}</td>` +
        `<td style="padding:6px 0;${weight}text-align:${end};white-space:nowrap;">${e(total.value)}</td></tr>`
      );
    })
    .join('\n');
  return [
    `<h2 style="margin:24px 0 8px;font-size:16px;">${e(order.title)}</h2>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">`,
    `<tr><th style="${head}text-align:${start};">${e(order.columns.item)}</th><th style="${head}text-align:center;">${e(order.columns.quantity)}</th><th style="${head}text-align:${end};">${e(order.columns.amount)}</th></tr>`,
    lines,
    totals,
    '</table>',
  ].join('\n');
}
