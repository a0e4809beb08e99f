/** Texts of the sign-in area, as spec part 1 §2.2, §4, §5 and §8 word them where it quotes them. */
export const AUTH_MESSAGES = {
  back: 'Назад',
  signInTitle: 'Вход в личный кабинет',
  signInButton: 'Войти',
  forgotLink: 'Забыли пароль?',
  signUpTitle: 'Регистрация',
  signUpButton: 'Зарегистрироваться',

  // Sign-in (§8).
  signedIn: 'Вы вошли в аккаунт',
  signInFailed: 'Возможно, ваш аккаунт был заблокирован. Обратитесь к администратору.',
  accountBlocked: 'Аккаунт был заблокирован.',

  // Sign-up.
  signUpDone: 'Регистрация прошла успешно',
  signUpMailSent: (email: string) =>
    `Мы отправили письмо на ${email}. Перейдите по ссылке из письма, чтобы подтвердить почту. ` +
    'После этого администратор сайта подтвердит учётную запись.',
  signUpFailed: 'Что-то пошло не так, попробуйте еще раз',

  // Password recovery (§8).
  resetLinkSent: 'Письмо для восстановления пароля отправлено на Вашу почту',
  resetLinkFailed: 'Что-то пошло не так, мы не смогли отправить письмо на указанную почту',
  passwordChanged: 'Ваш пароль успешно изменен. Теперь вы можете войти в свой аккаунт',
  passwordChangeFailed: 'Что-то пошло не так, попробуйте еще раз',
  // The password the installation set, changed at the first sign-in (issue 36; not in the spec).
  changePasswordTitle: 'Смена пароля',
  changePasswordLead:
    'Пароль этой учётной записи задан при установке портала. Придумайте свой, чтобы продолжить работу.',
  changePasswordDone: 'Пароль изменён',
  changePasswordSignedOut: 'Сначала войдите в личный кабинет с паролем, который вам выдали.',
  /** §5: the reset link lacks its token or e-mail. */
  brokenResetLink: 'Что-то пошло не так, попробуйте еще раз открыть ссылку из письма или запросить новое',

  // E-mail confirmation (§2.2, §8).
  emailConfirmed: 'Email подтвержден!',
  confirmFailedTitle: 'Упс, ошибка!',
  confirmFailed:
    'Что-то пошло не так, проверьте, возможно Ваша почта уже была подтверждена или попробуйте еще раз',

  // External sign-in and sign-up (§4, §8).
  signingIn: 'Выполняется вход',
  externalSignInFailed: 'Что-то пошло не так, попробуйте позже',
  externalSignUpPending: 'Заявка на регистрацию обрабатывается, не закрывайте страницу.',
  externalSignUpFailed:
    'Возможно, сервис Strava сейчас недоступен. Попробуйте позже или обратитесь в поддержку.',
} as const;
