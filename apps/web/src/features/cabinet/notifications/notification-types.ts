import type { AdminNotification } from '@velo/contracts';
import type { NotificationType } from '@velo/contracts/enums';

/** How the inbox names each kind of notification (part 2 §3 Notification). */
export const NOTIFICATION_TYPE_WORDS: Record<NotificationType, string> = {
  resultCorrected: 'Результат исправлен',
  documentsReceivedForVerification: 'Документы на проверку',
  documentsChangedStatus: 'Статус документов изменен',
  participantAddRoleRequest: 'Заявка на роль',
  emailConfirmed: 'Email подтвержден',
  forgotPassword: 'Восстановление пароля',
  participantConfirmed: 'Участник подтвержден',
  organizerConfirmed: 'Организатор подтвержден',
  organizerDeleted: 'Организатор удален',
  eventAdded: 'Добавлено мероприятие',
  adminConfirmed: 'Администратор подтвержден',
  userRejected: 'Пользователь отклонен',
  userWaitConfirm: 'Ждет подтверждения',
  stravaAuthenticationFailure: 'Сбой входа через Strava',
  closestEventsNewsNotification: 'Рассылка о ближайших стартах',
  participantYearResultsEmailNotification: 'Итоги года участнику',
  eventResultsAddedNotification: 'Добавлены результаты',
  participantClaimReceived: 'Заявка на профиль',
  participantClaimApproved: 'Заявка на профиль одобрена',
  participantClaimRejected: 'Заявка на профиль отклонена',
  participantLinkRemoved: 'Привязка к профилю отменена',
  resultDisputeOpened: 'Запрос о результате',
  resultDisputeResolved: 'Запрос о результате рассмотрен',
  mergeRequestOpened: 'Запрос на объединение',
  mergeRequestResolved: 'Запрос на объединение рассмотрен',
  participantPrivacyChanged: 'Профиль скрыт или открыт',
};

type Subject = Pick<AdminNotification, 'notificationType' | 'participantId' | 'aboutUser' | 'event'>;

/**
 * Where a notification leads: the rider, or the cabinet view where it is dealt with, narrowed to the
 * account or the event it is about (the view's search) when the notification names one.
 */
export const notificationTarget = ({
  notificationType: type,
  participantId,
  aboutUser,
  event,
}: Subject):
  | { kind: 'rider'; participantId: number }
  | {
      kind: 'view';
      viewType: 'users' | 'documents' | 'events' | 'claims' | 'disputes' | 'mergeRequests';
      label: string;
      q?: string;
    }
  | null => {
  if (type === 'documentsReceivedForVerification')
    return { kind: 'view', viewType: 'documents', label: 'К документам на проверке' };
  if (type === 'participantClaimReceived')
    return { kind: 'view', viewType: 'claims', label: 'К заявкам на профили' };
  if (type === 'participantAddRoleRequest' || type === 'userWaitConfirm')
    return aboutUser
      ? { kind: 'view', viewType: 'users', label: `К учетной записи ${aboutUser.email}`, q: aboutUser.email }
      : { kind: 'view', viewType: 'users', label: 'К пользователям' };
  if (type === 'eventAdded')
    return event
      ? { kind: 'view', viewType: 'events', label: `К мероприятию «${event.name}»`, q: event.name }
      : { kind: 'view', viewType: 'events', label: 'К мероприятиям' };
  if (type === 'resultDisputeOpened')
    return { kind: 'view', viewType: 'disputes', label: 'К запросам участников' };
  if (type === 'mergeRequestOpened')
    return { kind: 'view', viewType: 'mergeRequests', label: 'К запросам на объединение' };
  if (participantId !== null) return { kind: 'rider', participantId };
  return null;
};
