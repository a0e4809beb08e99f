import {
  DOCUMENT_STATUS_WORDS_RU,
  PARTICIPANT_DOCUMENT_NAMES,
  type DocumentStatus,
  type ParticipantDocumentKind,
} from '@velo/contracts';
import type { MailContent } from '../mail/templates.js';

export type DocumentDecision = {
  kind: ParticipantDocumentKind;
  status: DocumentStatus;
  rejectReason: string | null;
};

/** One line per decided document: «Медицинская справка: «Отклонено». Причина: …». */
export const decisionLines = (decisions: DocumentDecision[]): string[] =>
  decisions.map(({ kind, status, rejectReason }) => {
    const line = `${PARTICIPANT_DOCUMENT_NAMES[kind].nominative}: «${DOCUMENT_STATUS_WORDS_RU[status]}».`;
    return status === 'rejected' && rejectReason ? `${line} Причина: ${rejectReason}` : line;
  });

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const SIGNATURE = 'ВелоРейтинг, портал любительского велоспорта';

/** The mail a rider gets when an administrator decides on their documents (the 'document-status' template). */
export const documentStatusMail = (
  name: string,
  decisions: DocumentDecision[],
  profileLink: string,
): MailContent => {
  const anyRejected = decisions.some((decision) => decision.status === 'rejected');
  const paragraphs = [
    `Здравствуйте, ${name}!`,
    'Администратор портала ВелоРейтинг проверил ваши документы.',
    ...decisionLines(decisions),
    ...(anyRejected
      ? [
          'Исправьте отклонённые документы и загрузите их заново в профиле участника: после загрузки они снова уйдут на проверку.',
        ]
      : []),
  ];
  const label = 'Открыть профиль';
  return {
    template: 'document-status',
    subject: 'Статус ваших документов изменён',
    text: `${[...paragraphs, `${label}: ${profileLink}`].join('\n\n')}\n\n—\n${SIGNATURE}`,
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(profileLink)}">${label}</a></p>`,
      `<p style="color:#555d66">${SIGNATURE}</p>`,
    ].join('\n'),
  };
};
