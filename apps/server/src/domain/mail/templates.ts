/**
 * Russian mail templates. Each returns the subject and a plain-text body (with a simple HTML twin),
 * ready for the outbox.
 */
export type MailContent = {
  subject: string;
  text: string;
  html: string;
  template: string;
  /** The one-time token the link carries: the outbox blanks it once the mail is sent. */
  secret?: string;
};

/** A link that carries a one-time token (reset, confirmation, invitation). */
export type SecretLink = { href: string; secret: string };

const SIGNATURE = '\n\n—\nВелоРейтинг, портал любительского велоспорта';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The greeting: with the name only when it reads as a name (letters, with hyphens, apostrophes and
 * single spaces between them, at most 50 characters); otherwise none. A mail the portal sends on
 * someone else's request must not carry a sentence or a link of their choosing.
 */
const NAME_LIKE = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;
export const greeting = (name: string): string => {
  const trimmed = name.trim();
  return trimmed.length <= 50 && NAME_LIKE.test(trimmed) ? `Здравствуйте, ${trimmed}!` : 'Здравствуйте!';
};

const compose = (
  template: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string; secret?: string },
): MailContent => {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])].join('\n\n') + SIGNATURE;
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p style="color:#555d66">ВелоРейтинг, портал любительского велоспорта</p>',
  ].join('\n');
  return { template, subject, text, html, ...(link?.secret ? { secret: link.secret } : {}) };
};

export const emailConfirmationMail = (name: string, link: SecretLink): MailContent =>
  compose(
    'email-confirmation',
    'Подтвердите адрес электронной почты',
    [
      greeting(name),
      'Вы зарегистрировались на портале ВелоРейтинг. Чтобы подтвердить адрес электронной почты, перейдите по ссылке ниже.',
      'Если вы не регистрировались, просто проигнорируйте это письмо.',
    ],
    { ...link, label: 'Подтвердить почту' },
  );

/**
 * To the owner of an address someone tried to register (again) with: the caller got the answer a
 * new address gets, so only the mailbox learns the address has an account.
 */
export const registrationAttemptMail = (name: string, signInLink: string): MailContent =>
  compose(
    'registration-attempt',
    'Попытка регистрации с вашим адресом',
    [
      greeting(name),
      'Кто-то, возможно вы, пытался зарегистрироваться на портале ВелоРейтинг с этим адресом электронной почты. У адреса уже есть учётная запись, поэтому новая не создана.',
      'Если это были вы, войдите на портал. Если не помните пароль, нажмите «Забыли пароль?» на странице входа.',
      'Если вы ничего не делали, просто проигнорируйте это письмо: с вашей учётной записью ничего не произошло.',
    ],
    { href: signInLink, label: 'Войти на портал' },
  );

export const passwordResetMail = (link: SecretLink): MailContent =>
  compose(
    'password-reset',
    'Восстановление пароля',
    [
      'Вы запросили восстановление пароля на портале ВелоРейтинг.',
      'Чтобы задать новый пароль, перейдите по ссылке ниже. Ссылка действует 2 часа и работает один раз.',
      'Если вы не запрашивали восстановление, проигнорируйте это письмо: пароль останется прежним.',
    ],
    { ...link, label: 'Задать новый пароль' },
  );

export const adminInvitationMail = (name: string, link: SecretLink): MailContent =>
  compose(
    'admin-invitation',
    'Приглашение в администраторы портала',
    [
      greeting(name),
      'Вас назначили администратором портала ВелоРейтинг. Чтобы войти, задайте пароль по ссылке ниже. Ссылка действует 7 дней.',
    ],
    { ...link, label: 'Задать пароль' },
  );

export const accountConfirmedMail = (name: string, roleWord: string, link: string): MailContent =>
  compose(
    'account-confirmed',
    'Ваша учётная запись подтверждена',
    [
      greeting(name),
      `Администратор подтвердил вашу учётную запись на портале ВелоРейтинг (роль: ${roleWord}). Теперь вам доступен личный кабинет.`,
    ],
    { href: link, label: 'Войти на портал' },
  );

export const accountRejectedMail = (name: string, reason: string): MailContent =>
  compose('account-rejected', 'Заявка на регистрацию отклонена', [
    greeting(name),
    'К сожалению, администратор портала ВелоРейтинг отклонил вашу заявку на регистрацию.',
    `Причина: ${reason}`,
    'Если вы не согласны с решением, ответьте на это письмо.',
  ]);

/** A signed-in user's request for another role was declined; the account stays as it was. */
export const roleRequestRejectedMail = (name: string, role: string, reason: string): MailContent =>
  compose('role-request-rejected', 'Заявка на роль отклонена', [
    `Здравствуйте, ${name}!`,
    `Администратор портала ВелоРейтинг отклонил вашу заявку на роль «${role}». Ваша учетная запись работает как прежде.`,
    `Причина: ${reason}`,
    'Если вы не согласны с решением, ответьте на это письмо.',
  ]);

/**
 * A notification's message as an administrator sent it: the notification's subject, the
 * message's text (blank lines part paragraphs).
 */
export const notificationMessageMail = (subject: string, text: string): MailContent =>
  compose(
    'notification-message',
    subject,
    text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  );

/** A claim of a rider's profile approved: the account is linked to the rider. */
export const claimApprovedMail = (name: string, riderName: string, profileLink: string): MailContent =>
  compose(
    'claim-approved',
    'Заявка на профиль участника одобрена',
    [
      `Здравствуйте, ${name}!`,
      `Администратор портала ВелоРейтинг одобрил вашу заявку: профиль участника «${riderName}» привязан к вашей учётной записи. Теперь вы можете редактировать его и загружать документы.`,
    ],
    { href: profileLink, label: 'Открыть профиль' },
  );

/** A claim rejected, with the administrator's reason; the user may claim again. */
export const claimRejectedMail = (
  name: string,
  claimed: string,
  reason: string,
  claimLink: string,
): MailContent =>
  compose(
    'claim-rejected',
    'Заявка на профиль участника отклонена',
    [
      `Здравствуйте, ${name}!`,
      `Администратор портала ВелоРейтинг отклонил вашу заявку на профиль ${claimed}.`,
      `Причина: ${reason}`,
      'Вы можете подать новую заявку, приложив то, что поможет администратору: ссылку на Strava, фотографию лицензии или стартового номера.',
    ],
    { href: claimLink, label: 'Подать заявку' },
  );

/** A link of the old name rule undone by an administrator, with the reason. */
export const linkRemovedMail = (
  name: string,
  riderName: string,
  reason: string,
  claimLink: string,
): MailContent =>
  compose(
    'link-removed',
    'Профиль участника отвязан от вашей учётной записи',
    [
      `Здравствуйте, ${name}!`,
      `Ваша учётная запись была привязана к профилю участника «${riderName}» автоматически, по совпадению имени. Администратор портала ВелоРейтинг проверил эту привязку и отменил её.`,
      `Причина: ${reason}`,
      'Если это ваш профиль, подайте заявку на него: администратор рассмотрит её.',
    ],
    { href: claimLink, label: 'Подать заявку' },
  );
