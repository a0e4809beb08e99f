/** Texts of the documents block and the preview dialog (part 2 §2.6, §2.7, §5, §7.1, §7.7, §8). */
export const DOCUMENT_MESSAGES = {
  blockTitle: 'Документы',
  /** §2.7: the question-mark hint when no document exists. */
  noDocuments: 'Документы ещё не загружены',
  noDocumentsOwnerHint: 'Загрузите медицинскую справку и страховой полис в режиме редактирования.',
  /** §5, §8 */
  tooBig: 'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.',
  wrongType: 'Подходят только файлы .pdf, .jpeg, .jpg и .png.',
  warningTitle: 'Внимание',
  errorTitle: 'Ошибка',
  uploadFailed: 'Не удалось загрузить файл',
  unknownError: 'Неизвестная ошибка',
  /** §7.1 */
  savedTitle: 'Успешно!',
  savedDetail: 'Ваши документы успешно загружены',
  /** §7.7 */
  statusSetTitle: 'Успешно',
  statusSetDetail: 'Статус документов установлен',
  /** §2.6, §8 */
  downloadFailed: 'Не удалось скачать файл',
  pendingReview: 'После сохранения документ уйдёт на проверку',
  rejectReason: 'Причина отклонения',
} as const;

/** The accepted document types (part 2 §5), for the file picker and the check before upload. */
export const DOCUMENT_ACCEPT = '.pdf,.jpeg,.jpg,.png,application/pdf,image/jpeg,image/png';
export const DOCUMENT_EXTENSIONS = ['.pdf', '.jpeg', '.jpg', '.png'] as const;
