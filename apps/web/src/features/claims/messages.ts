import type { ClaimSuggestionReason } from '@velo/contracts';

/** Texts of the «find yourself» step and the claim's state (issue 34). */
export const CLAIM_TEXTS = {
  title: 'Найдите себя',
  intro:
    'Выберите свой профиль участника: администратор проверит заявку и привяжет профиль к вашей учётной записи. До этого профиль нельзя редактировать.',
  suggestionsLabel: 'Участники, которыми вы можете быть',
  noSuggestions: 'Участников с вашим именем не нашлось',
  noSuggestionsNote: 'Поищите по другому написанию имени или отметьте «Меня нет в списке».',
  searchLabel: 'Другое написание: фамилия и имя',
  searchButton: 'Найти',
  notListed: 'Меня нет в списке',
  notListedNote: 'Профиль создадут из имени вашей учётной записи, когда администратор одобрит заявку.',
  commentLabel: 'Комментарий для администратора',
  commentHint: 'Клуб, город, номер на последней гонке — всё, что поможет узнать вас.',
  stravaLabel: 'Strava',
  stravaHint: 'Номер спортсмена или ссылка вида https://www.strava.com/athletes/…',
  photoLabel: 'Фото лицензии или стартового номера',
  photoHint: '.pdf, .jpeg или .png, до 30 Мб. Увидят только вы и администраторы.',
  submit: 'Отправить заявку',
  sentTitle: 'Заявка отправлена',
  sent: 'Администратор рассмотрит заявку и сообщит решение письмом и в уведомлениях.',
  openTitle: 'Заявка на рассмотрении',
  withdraw: 'Отозвать заявку',
  withdrawConfirm: 'Отозвать заявку? Вы сможете подать новую.',
  withdrawn: 'Заявка отозвана',
  rejectedTitle: 'Заявка отклонена',
  linkedTitle: 'Профиль участника привязан к вашей учётной записи',
  openProfile: 'Открыть профиль',
  chooseFirst: 'Выберите участника из списка или отметьте «Меня нет в списке»',
  fileTooLarge: 'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.',
  wrongFileType: 'Документ должен быть файлом .pdf, .jpeg, .jpg или .png',
  errorTitle: 'Ошибка',
  failed: 'Не удалось отправить заявку',
} as const;

/** Why a rider is offered, as the list says it. */
export const REASON_WORDS: Record<ClaimSuggestionReason, string> = {
  sameName: 'то же имя',
  swappedNames: 'имя и фамилия переставлены',
  latinName: 'имя латиницей',
  yo: 'е/ё в имени',
  otherYear: 'другой год рождения',
  similarName: 'похожее имя',
};
