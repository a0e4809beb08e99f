import { describe, expect, it } from 'vitest';
import contacts from '@/lib/contacts.json';
import committedSvg from './contacts-qr.svg?raw';
import { contactsVCard, renderContactsQr } from './generate-contacts-qr.mjs';

describe('the footer QR code of the contacts', () => {
  it('carries the contacts as a vCard', () => {
    const card = contactsVCard(contacts);
    expect(card).toContain(`EMAIL;TYPE=INTERNET:${contacts.email}`);
    expect(card).toContain(contacts.channelUrl);
  });

  it('is the committed SVG, made from the current contacts (rerun the script after editing them)', async () => {
    expect(await renderContactsQr(contacts)).toBe(committedSvg);
  });
});
