// Writes the footer's QR code of the contacts (a vCard) as a committed SVG.
// Run after editing src/lib/contacts.json:  node apps/web/src/features/shell/footer/generate-contacts-qr.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';

/** The vCard the QR code carries. */
export const contactsVCard = (c) =>
  [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${c.name}`,
    `ORG:${c.organization}`,
    `EMAIL;TYPE=INTERNET:${c.email}`,
    `URL:${c.site}`,
    `NOTE:Канал в Telegram: ${c.channelUrl}`,
    'END:VCARD',
  ].join('\r\n');

/** The SVG of the QR code (deterministic: the same contacts give the same file). */
export const renderContactsQr = (c) =>
  QRCode.toString(contactsVCard(c), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#1f2328', light: '#ffffff' },
  });

if (process.argv[1] === import.meta.filename) {
  const here = import.meta.dirname;
  const contacts = JSON.parse(readFileSync(path.join(here, '../../../lib/contacts.json'), 'utf8'));
  writeFileSync(path.join(here, 'contacts-qr.svg'), await renderContactsQr(contacts));
  console.log('contacts-qr.svg written');
}
