/** The company that runs the portal, as the about and policy pages name it. */
export const OPERATOR = {
  name: 'ООО «ВелоРейтинг»',
  inn: '7701234567',
  ogrn: '1237700123456',
  address: '125009, г. Москва, ул. Тверская, д. 7, офис 12',
  email: 'info@velorating.ru',
  privacyEmail: 'privacy@velorating.ru',
} as const;
