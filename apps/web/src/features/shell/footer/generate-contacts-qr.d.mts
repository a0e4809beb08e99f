type Contacts = { name: string; organization: string; email: string; site: string; channelUrl: string };

export declare const contactsVCard: (contacts: Contacts) => string;
export declare const renderContactsQr: (contacts: Contacts) => Promise<string>;
