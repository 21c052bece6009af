import type { MailDocument } from './document.js';

/** The plain-text part: the same content, for clients (and people) that do not show HTML. */
export function renderText(mail: MailDocument): string {
  const blocks: string[] = [mail.brand, mail.heading, ...mail.paragraphs];
  if (mail.order) {
    const { order } = mail;
    const lines = order.lines.map((line) =>
      [`- ${line.name}`, line.details ? `  ${line.details}` : '', `  ${order.columns.quantity}: ${line.quantity} · ${order.columns.amount}: ${line.amount}`]
        .filter(Boolean)
        .join('\n'),
    );
    const totals = order.totals.map((total) => `${total.label}: ${total.value}`);
    blocks.push([order.title, ...lines].join('\n'), totals.join('\n'));
  }
  if (mail.address) blocks.push([mail.address.title, ...mail.address.lines].join('\n'));
  if (mail.action) blocks.push(`${mail.action.label}:\n${mail.action.url}`);
  for (const link of mail.links ?? []) blocks.push(`${link.label}:\n${link.url}`);
  blocks.push(...mail.closing, `--\n${mail.brand}: ${mail.tagline}\n${mail.footer}`);
  return `${blocks.join('\n\n')}\n`;
}
