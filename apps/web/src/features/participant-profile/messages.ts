/**
 * Texts of the participant profile as a reader sees it (part 2 §2.1–2.4), the spec's exactly where it
 * quotes them. The editing and account texts are in edit-messages.ts: they load with the editor and
 * the dialogs, not with the page.
 */
export const PROFILE_TEXTS = {
  notFound: 'Участник не найден',
  back: 'Назад',
  edit: 'Редактировать',
  /** §2.2 */
  register: 'ЗАРЕГИСТРИРОВАТЬСЯ',
  /** Issue 34: a signed-in user without a rider claims this one. */
  itsMe: 'Это я',
  /** §2.3 */
  protocolsEmpty: 'Здесь пока нет информации.',
  protocolsEmptyNote: 'Мы работаем над тем, чтобы добавить протоколы гонок за выбранный Вами сезон.',
  /** §2.4 */
  keepItUp: 'Так держать!',
} as const;
