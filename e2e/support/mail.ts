import { expect } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the SMTP sink of global-setup.ts keeps the messages the server sent. */
export const MAIL_DIR =
  process.env.E2E_MAIL_DIR ??
  path.join(
    process.env.E2E_ARTIFACTS
      ? path.resolve(process.env.E2E_ARTIFACTS)
      : path.resolve(import.meta.dirname, '../artifacts'),
    'mail',
  );

export type Mail = { to: string; subject: string; text: string; file: string };

const decodeQuotedPrintable = (value: string): string => {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodeBody = (body: string, encoding: string): string => {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
};

const headerOf = (head: string, name: string): string => {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
};

/** MIME encoded-words (=?UTF-8?B?...?=) of a subject. */
const decodeWords = (value: string): string =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

/** The plain-text part of a message written by the sink (enough MIME for what nodemailer sends). */
const parseMail = (file: string): Mail => {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headerOf(head, 'Content-Type');
  let text = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const partSplit = part.search(/\r?\n\r?\n/);
      if (partSplit < 0) continue;
      const partHead = part.slice(0, partSplit);
      if (!/text\/plain/i.test(headerOf(partHead, 'Content-Type'))) continue;
      const partBody = part.slice(partSplit).replace(/^\r?\n\r?\n/, '');
      text = decodeBody(partBody, headerOf(partHead, 'Content-Transfer-Encoding'));
    }
  } else {
    text = decodeBody(body, headerOf(head, 'Content-Transfer-Encoding'));
  }
  return {
    to: headerOf(head, 'X-Envelope-To'),
    subject: decodeWords(headerOf(head, 'Subject')),
    text,
    file,
  };
};

export const readMails = (): Mail[] =>
  existsSync(MAIL_DIR)
    ? readdirSync(MAIL_DIR)
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .map((name) => parseMail(path.join(MAIL_DIR, name)))
    : [];

/**
 * Waits for a message to `to` (the server delivers its outbox every few seconds) whose subject
 * matches, and answers the newest.
 */
export const waitForMail = async (to: string, subject: RegExp): Promise<Mail> => {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = readMails()
          .filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBe(true);
  return found!;
};

/** The first link of a mail's text that starts with the given prefix. */
export const linkIn = (mail: Mail, prefix: string): string => {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(prefix));
  if (!link) throw new Error(`No link with ${prefix} in «${mail.subject}»:\n${mail.text}`);
  return link;
};
