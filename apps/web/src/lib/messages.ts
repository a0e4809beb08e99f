/**
 * Texts shown by shared code (the session, the guard, the global error handling, the shell), exactly
 * as spec part 1 §2.3, §4, §6 and §8 word them. Feature-only texts live in each feature.
 */
export const MESSAGES = {
  importantTitle: 'Важно',
  successTitle: 'Успешно',
  errorTitle: 'Ошибка',
  /** §8: a stored session the server no longer accepts. */
  staleSession: 'Ваша аутентификационная информация устарела. Пожалуйста, войдите в систему снова.',
  /** §8: HTTP 401. */
  signInRequired: 'Авторизуйтесь в системе.',
  /** §8: HTTP 403, with the current role (or 'Неизвестно'). */
  forbidden: (role: string) =>
    `У вас нет доступа к этому ресурсу. Войдите в систему с подходящей ролью. Ваша текущая роль: ${role}. ` +
    'Если вы считаете, что доступ должен быть, обратитесь к администратору.',
  unknownRole: 'Неизвестно',
  /** §6: the route guard. */
  wrongRole:
    'Упс: Ваша текущая роль не позволяет зайти на запрашиваемую страницу, возможно вам стоит перезайти с другой ролью',
  notConfirmedNoAccess: 'Ваш аккаунт не подтвержден, поэтому у вас нет доступа к этой странице',
  /** §2.3, §8: the participant's cabinet item of an unconfirmed account. */
  notConfirmed: 'Ваш аккаунт еще не подтвержден',
  /** §2.3, §8: logout. */
  signedOut: 'Вы вышли из аккаунта',
  /** §4: the current user could not be loaded right after sign-in. */
  userLoadFailed: 'Не удалось загрузить данные учётной записи. Пожалуйста, войдите снова.',
} as const;
