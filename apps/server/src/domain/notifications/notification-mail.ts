import type { Config } from '../../config.js';
import { notificationMessageMail, type MailContent } from '../mail/templates.js';
import { unsubscribeUrl } from './unsubscribe-token.js';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export const UNSUBSCRIBE_LABEL = 'Отписаться от писем портала';

/** A notification's mail to a user: its subject and text, and the unsubscribe link at the end. */
export const notificationMailFor = (
  config: Pick<Config, 'PUBLIC_URL' | 'JWT_SECRET'>,
  user: { id: number; tokenVersion: number },
  subject: string,
  text: string,
): MailContent => {
  const mail = notificationMessageMail(subject, text);
  const href = unsubscribeUrl(config.PUBLIC_URL, config.JWT_SECRET, {
    userId: user.id,
    version: user.tokenVersion,
  });
  return {
    ...mail,
    text: `${mail.text}\n\n${UNSUBSCRIBE_LABEL}: ${href}`,
    html: `${mail.html}\n<p style="color:#555d66"><a href="${escapeHtml(href)}">${UNSUBSCRIBE_LABEL}</a></p>`,
  };
};
