/** Texts of the profile's editing and the account's unlinking (part 2 §2.1, §7.1, §8), the spec's exactly. */
export const EDIT_TEXTS = {
  save: 'Сохранить',
  cancel: 'Отмена',
  deleteAccount: 'Удалить учетную запись',
  /** §2.1: the unlink confirmation. */
  deleteConfirm: 'Вы уверены, что хотите отвязать аккаунт от учетной записи?',
  deleteYes: 'Отвязать',
  deleteNo: 'Оставить',
  deleted: 'Учетная запись отвязана от профиля участника',
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
