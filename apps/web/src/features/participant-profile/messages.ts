/** Texts of the participant profile (part 2 §2.1–2.4, §5, §7.1, §8), the spec's exactly where it quotes them. */
export const PROFILE_TEXTS = {
  notFound: 'Участник не найден',
  back: 'Назад',
  edit: 'Редактировать',
  save: 'Сохранить',
  cancel: 'Отмена',
  deleteAccount: 'Удалить учетную запись',
  /** §2.1: the unlink confirmation. */
  deleteConfirm: 'Вы уверены, что хотите отвязать аккаунт от учетной записи?',
  deleteYes: 'Отвязать',
  deleteNo: 'Оставить',
  deleted: 'Учетная запись отвязана от профиля участника',
  /** §2.2 */
  register: 'ЗАРЕГИСТРИРОВАТЬСЯ',
  /** Issue 34: a signed-in user without a rider claims this one. */
  itsMe: 'Это я',
  /** §2.3 */
  protocolsEmpty: 'Здесь пока нет информации.',
  protocolsEmptyNote: 'Мы работаем над тем, чтобы добавить протоколы гонок за выбранный Вами сезон.',
  /** §2.4 */
  keepItUp: 'Так держать!',
  /** §7.1: the save outcomes by status. */
  savedTitle: 'Успешно',
  saved: 'Данные участника успешно обновлены',
  badRequest: 'Неверный запрос',
  noAccess: 'Нет доступа',
  unknownError: 'Неизвестная ошибка',
  /** §8 */
  errorTitle: 'Ошибка',
  formHasErrors: 'Форма была заполнена с ошибками',
  formInvalid: 'Форма заполнена с ошибками или не полностью.',
  fileTooLarge: 'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.',
  documentsSavedTitle: 'Успешно!',
  documentsSaved: 'Ваши документы успешно загружены',
  blobFailed: 'Ошибка создания файла из Blob.',
  notAnImage: 'Выберите изображение (JPEG, PNG, WebP или GIF)',
  tryLater: 'Попробуйте ещё раз немного позже.',
} as const;
