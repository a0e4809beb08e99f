import type { ChangePrivacyResponse } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canChangePrivacyOf, DENIED, needsPrivacyNote } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { badRequest, foundOr404 } from '../../errors.js';
import { riderName } from '../admin-maintenance/merge-fields.js';
import { emptyChangeSet } from '../admin-maintenance/participant-changes.js';
import { updateRiders } from '../admin-maintenance/participant-changes-repository.js';
import { insertAuditRecord, lockPeopleChanges } from '../audit/audit-repository.js';
import { notifyUser } from '../notices/notify-admins.js';
import { noteChanges } from '../../infra/changes.js';
import { riderReach } from '../read-path/reach-repository.js';
import { findPrivacy } from './privacy-repository.js';
import { privacyOf } from './public-rider.js';

export const NOTE_NEEDED =
  'Укажите основание: письменное заявление участника (от кого, когда и как получено)';

/**
 * POST /v1/Participant/privacy: the owner hides or shows their profile; an administrator does it on
 * the rider's written request, with a note. Stored on the rider (when, by whom) and recorded in the
 * audit with the note (an administrator undoes it from there); the rider hears of an
 * administrator's change. The answer is the profile's privacy now.
 */
export const changeParticipantPrivacy = async (
  ctx: AppContext,
  user: AuthUser,
  request: { participantId: number; hidden: boolean; note?: string | null | undefined },
): Promise<ChangePrivacyResponse> => {
  authorize(canChangePrivacyOf(user, request.participantId), DENIED.otherParticipant);
  const note = request.note?.trim() ?? '';
  const byOwner = !needsPrivacyNote(user, request.participantId);
  if (!byOwner && note === '') throw badRequest(NOTE_NEEDED);
  return ctx.database.db.transaction(async (tx) => {
    await lockPeopleChanges(tx);
    const rider = foundOr404(
      await findPrivacy(tx, request.participantId, { forUpdate: true }),
      'Участник не найден',
    );
    if ((rider.hiddenAt !== null) === request.hidden) {
      return {
        participantId: rider.id,
        ...privacyOf(rider),
        auditId: null,
        message: request.hidden ? 'Профиль уже скрыт' : 'Профиль уже открыт',
      };
    }
    // The rider's name, year, club and city change wherever they are shown.
    noteChanges(await riderReach(tx, rider.id), { complete: true });
    const changes = emptyChangeSet();
    changes.participantsUpdated = await updateRiders(tx, [
      {
        participantId: rider.id,
        patch: request.hidden
          ? { hiddenAt: new Date(), hiddenByUserId: user.id }
          : { hiddenAt: null, hiddenByUserId: null },
      },
    ]);
    const name = riderName(rider);
    const what = request.hidden ? 'скрыт от посторонних' : 'снова открыт';
    const who = byOwner ? 'самим участником' : `администратором по заявлению: ${note}`;
    const auditId = await insertAuditRecord(tx, {
      action: request.hidden ? 'hideParticipant' : 'showParticipant',
      summary: `Профиль участника ${name} (№ ${rider.id}) ${what} ${who}`,
      userId: user.id,
      userName: user.email,
      parameters: { participantId: rider.id, hidden: request.hidden, byOwner, note },
      affectedCount: 1,
      participantIds: [rider.id],
      changes,
    });
    if (!byOwner && rider.userId !== null) {
      await notifyUser(tx, rider.userId, {
        type: 'participantPrivacyChanged',
        subject: request.hidden
          ? 'Ваш профиль скрыт по вашему заявлению'
          : 'Ваш профиль снова открыт по вашему заявлению',
        body: request.hidden
          ? 'В таблицах, протоколах и выгрузках вместо вашего имени стоят инициалы, без года рождения, клуба и города; очки по-прежнему учитываются. Открыть профиль можно на его странице.'
          : 'Ваше имя, год рождения, клуб и город снова видны в таблицах, протоколах и на странице профиля.',
        participantId: rider.id,
      });
    }
    const after = foundOr404(await findPrivacy(tx, rider.id), 'Участник не найден');
    return {
      participantId: rider.id,
      ...privacyOf(after),
      auditId,
      message: request.hidden ? 'Профиль скрыт: посторонние видят только инициалы' : 'Профиль снова открыт',
    };
  });
};
