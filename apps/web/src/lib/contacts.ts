import contacts from './contacts.json';

/**
 * The portal's contacts: the messenger channel (footer), the support chat (messages screen) and the
 * details the footer's QR code carries. The QR image is generated from the same file
 * (features/shell/footer/generate-contacts-qr.mjs).
 */
export const CONTACTS: Readonly<typeof contacts> = contacts;
