// The words about a hidden profile, without zod: the rider's page shows them on its first load; the
// schemas stay in ../participant-privacy.ts.

/** The texts the profile and the public pages show about a hidden profile. */
export const PRIVACY_TEXTS = {
  /** What a guest, a crawler and every other visitor read instead of the profile. */
  hiddenNotice: 'Участник скрыл свой профиль',
  hiddenNoticeDetail:
    'Его результаты остаются в протоколах и рейтинге: там показаны только инициалы, без года рождения, клуба и города.',
} as const;
