import { Paper, Skeleton, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useMemo, useState } from 'react';
import type { OwnResultDispute, ParticipantProtocolRow } from '@velo/contracts';
import {
  RESULT_DISPUTE_STATUS_LABELS,
  PARTICIPANT_PROTOCOL_SORT_FIELDS,
  PROFILE_PROTOCOL_PAGE_SIZES,
  type ParticipantProtocolSortField,
  type ProfileProtocolPageSize,
} from '@velo/contracts/constants';
import tableClasses from '@/components/display/data-table.module.css';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Medal, hasMedal } from '@/components/display/medal';
import { Pager } from '@/components/display/pager';
import { PlainSelect } from '@/components/display/plain-select';
import { ProvisionalMark } from '@/components/display/provisional-mark';
import { RatingMark } from '@/components/display/rating-mark';
import { STATUS_TEXT, STATUS_TITLE, formatPoints } from '@/components/format';
import { LazyTooltip } from '@/components/lazy-tooltip/lazy-tooltip';
import { ApiError } from '@/lib/api-client';
import { useOwnDisputes } from '../api/get-own-disputes';
import { useParticipantProtocols } from '../api/get-participant-protocols';
import { dayMonth } from '../lib/display';
import { PROFILE_TEXTS } from '../messages';
import { nextSort, type ProfileState } from '../lib/profile-state';
import type { ProfileSearch } from '../search';
import classes from './protocols-table.module.css';
import { useViewportQuery } from '@/hooks/use-viewport-query';

// The owner's dialog about a row (issue 34): loads when first opened, with the table's code
// (not the page's first load, issue 42).
const DisputeDialog = lazy(() =>
  import('./dispute-dialog').then((module) => ({ default: module.DisputeDialog })),
);

const COLUMNS: Record<ParticipantProtocolSortField, string> = {
  protocolName: 'Протокол',
  eventName: 'Мероприятие',
  eventDate: 'Дата',
  place: 'Место',
  rating: 'Очки',
  club: 'Клуб',
};

const SORT_ICON = { 1: IconSortAscending, [-1]: IconSortDescending } as const;
const DIRECTION_WORDS = { 1: 'по возрастанию', [-1]: 'по убыванию' } as const;

/** A formula as a person reads it: decimal commas. */
const readableFormula = (formula: string) => formula.replace(/(\d)\.(\d)/g, '$1,$2');

/** Points; their formula shows on hover, focus or tap (0 ms hide delay on wide screens, 1500 on phones). */
const Points = ({ row, wide }: { row: ParticipantProtocolRow; wide: boolean }) => {
  const text = formatPoints(row.rating);
  if (!row.ratingCalculationFormula) return <>{text}</>;
  const formula = readableFormula(row.ratingCalculationFormula);
  return (
    <LazyTooltip
      label={formula}
      withArrow
      multiline
      maw={280}
      events={{ focus: true, touch: true }}
      closeDelay={wide ? 0 : 1500}
      position="top-end"
    >
      <UnstyledButton
        className={classes.pointsButton}
        aria-label={`${text} — ${formula}`}
        onClick={(event) => event.stopPropagation()}
      >
        {text}
      </UnstyledButton>
    </LazyTooltip>
  );
};

const Place = ({ row }: { row: ParticipantProtocolRow }) => {
  if (row.place === null) {
    return (
      <abbr title={STATUS_TITLE[row.status]} className={classes.status}>
        {STATUS_TEXT[row.status]}
      </abbr>
    );
  }
  return hasMedal(row.place) ? <Medal place={row.place} size={24} /> : <>{row.place}</>;
};

/** The owner's requests about the rows (issue 34), and how to start one. */
type RowDisputes = {
  byResult: ReadonlyMap<number, OwnResultDispute>;
  onDispute: (row: ParticipantProtocolRow) => void;
};

/** The owner's requests by result, the latest request about a result first (they come newest first). */
const useDisputesByResult = (participantId: number, isOwner: boolean) => {
  const ownDisputes = useOwnDisputes(participantId, isOwner);
  return useMemo(() => {
    const byResult = new Map<number, OwnResultDispute>();
    for (const dispute of ownDisputes.data ?? [])
      if (dispute.resultId !== null && !byResult.has(dispute.resultId))
        byResult.set(dispute.resultId, dispute);
    return byResult;
  }, [ownDisputes.data]);
};

/** A row's request as its rider reads it, and the button that starts one (none while one is open). */
const DisputeLine = ({ row, disputes }: { row: ParticipantProtocolRow; disputes: RowDisputes }) => {
  const dispute = disputes.byResult.get(row.resultId);
  const status = dispute
    ? `Запрос: ${RESULT_DISPUTE_STATUS_LABELS[dispute.status].toLowerCase()}${
        dispute.status === 'rejected' && dispute.resolution ? ` — ${dispute.resolution}` : ''
      }`
    : null;
  return (
    <span className={classes.dispute}>
      {status ? <span className={classes.disputeStatus}>{status}</span> : null}
      {dispute?.status === 'open' ? null : (
        <UnstyledButton
          className={classes.disputeButton}
          aria-label={`Сообщить об ошибке в результате: ${row.protocolName}, ${row.eventName}`}
          onClick={(event) => {
            event.stopPropagation();
            disputes.onDispute(row);
          }}
        >
          Сообщить об ошибке
        </UnstyledButton>
      )}
    </span>
  );
};

export type ProtocolsTableProps = {
  participantId: number;
  year: number;
  state: ProfileState;
  /** Moves the table (page, size, sort) through the URL. */
  go: (change: Partial<ProfileSearch>) => void;
  hrefOf: (change: Partial<ProfileSearch>) => string;
  /** The owner's own profile: each row may be disputed (issue 34), and shows its request's state. */
  disputable?: boolean;
};

/**
 * The rider's protocols of the year (part 2 §2.3): every column sorts, pages of 10 to 1000, grey rows
 * for protocols outside the rating, the rating mark on rating events, the sum of the rating points in
 * the footer; a row opens its protocol. On phones the event and the club go under the protocol's name
 * and a select offers every sort.
 */
export const ProtocolsTable = ({
  participantId,
  year,
  state,
  go,
  hrefOf,
  disputable = false,
}: ProtocolsTableProps) => {
  const disputesByResult = useDisputesByResult(participantId, disputable);
  const [disputedRow, setDisputedRow] = useState<ParticipantProtocolRow | null>(null);
  const disputes: RowDisputes | null = disputable
    ? { byResult: disputesByResult, onDispute: setDisputedRow }
    : null;
  const wide = useViewportQuery('(min-width: 62em)', true);
  // Phones: the event and the club go under the protocol's name (four columns fit 360 px).
  const full = useViewportQuery('(min-width: 48em)', true);
  const columns = full ? 6 : 4;
  const navigate = useNavigate();
  const protocols = useParticipantProtocols(participantId, year, state);
  const data = protocols.data;
  const sort = state.sort;

  const header = (field: ParticipantProtocolSortField, className?: string, short?: string) => {
    const active = sort.fieldName === field;
    const Icon = active ? SORT_ICON[sort.direction] : IconArrowsSort;
    return (
      <th
        className={className}
        aria-sort={active ? (sort.direction === 1 ? 'ascending' : 'descending') : 'none'}
      >
        <UnstyledButton
          className={classes.sort}
          data-active={active || undefined}
          onClick={() => go(nextSort(sort, field))}
        >
          {short && !full ? (
            <>
              <span aria-hidden="true" title={COLUMNS[field]}>
                {short}
              </span>
              <VisuallyHidden component="span">{COLUMNS[field]}</VisuallyHidden>
            </>
          ) : (
            COLUMNS[field]
          )}
          <Icon size={15} aria-hidden="true" />
        </UnstyledButton>
      </th>
    );
  };

  return (
    <Paper component="section" aria-labelledby="protocols-title" p={{ base: 'xs', sm: 'md' }}>
      <div className={classes.heading}>
        <Title order={2} id="protocols-title" className={classes.title}>
          Протоколы {year}
        </Title>
        {full ? null : (
          <PlainSelect
            size="xs"
            label="Сортировка"
            value={`${sort.fieldName}:${sort.direction}`}
            onChange={(value) => {
              const [fieldName, direction] = value.split(':');
              go({
                sortFieldName: fieldName as ParticipantProtocolSortField,
                sortDirection: Number(direction) as 1 | -1,
              });
            }}
            options={PARTICIPANT_PROTOCOL_SORT_FIELDS.flatMap((field) =>
              ([1, -1] as const).map((direction) => ({
                value: `${field}:${direction}`,
                label: `${COLUMNS[field]}, ${DIRECTION_WORDS[direction]}`,
              })),
            )}
          />
        )}
      </div>
      <div className={classes.progress}>
        {protocols.isFetching ? (
          <div className={classes.bar} role="progressbar" aria-label="Загрузка протоколов" aria-busy="true" />
        ) : null}
      </div>
      {protocols.isError && !data ? (
        <LoadError message={protocols.error instanceof ApiError ? protocols.error.serverMessage : null} />
      ) : data && data.items.length === 0 ? (
        <EmptyState title={PROFILE_TEXTS.protocolsEmpty}>{PROFILE_TEXTS.protocolsEmptyNote}</EmptyState>
      ) : (
        <table
          className={`${tableClasses.table} ${classes.table}`}
          data-hover
          data-spacing="xs"
          aria-label={`Протоколы участника за ${year} год`}
          aria-busy={protocols.isFetching}
        >
          <thead>
            <tr>
              {header('protocolName')}
              {full ? header('eventName') : null}
              {header('eventDate', classes.date)}
              {header('place', classes.place, 'М')}
              {header('rating', classes.points)}
              {full ? header('club', classes.club) : null}
            </tr>
          </thead>
          <tbody>
            {data
              ? data.items.map((row) => (
                  <tr
                    key={row.resultId}
                    className={classes.row}
                    data-nonrating={!row.isRatingProtocol || undefined}
                    onClick={() =>
                      void navigate({ to: '/results/details/$id', params: { id: String(row.protocolId) } })
                    }
                  >
                    <td className={classes.name}>
                      <Link
                        to="/results/details/$id"
                        params={{ id: String(row.protocolId) }}
                        className={classes.link}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {row.protocolName}
                      </Link>
                      {row.isRatingProtocol ? null : <span className={classes.note}>вне рейтинга</span>}
                      <ProvisionalMark compact closesAt={row.provisionalUntil} />
                      {disputes ? <DisputeLine row={row} disputes={disputes} /> : null}
                      {full ? null : (
                        <span className={classes.under}>
                          {row.isRatingEvent ? (
                            <RatingMark label="Рейтинговое мероприятие" size={14} />
                          ) : null}
                          {[row.eventName, row.club].filter(Boolean).join(' · ')}
                        </span>
                      )}
                    </td>
                    {full ? (
                      <td>
                        <span className={classes.event}>
                          {row.isRatingEvent ? <RatingMark label="Рейтинговое мероприятие" /> : null}
                          {row.eventName}
                        </span>
                      </td>
                    ) : null}
                    <td className={classes.date}>{dayMonth(row.eventDate)}</td>
                    <td className={classes.place}>
                      <Place row={row} />
                    </td>
                    <td className={classes.points}>
                      <Points row={row} wide={wide} />
                    </td>
                    {full ? <td className={classes.club}>{row.club}</td> : null}
                  </tr>
                ))
              : Array.from({ length: 3 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={columns}>
                      <Skeleton height={22} />
                    </td>
                  </tr>
                ))}
          </tbody>
          {data ? (
            <tfoot>
              <tr className={classes.footer}>
                <th scope="row" colSpan={full ? 4 : 3} className={classes.sumLabel}>
                  Сумма рейтинговых очков
                </th>
                <td className={classes.points}>{formatPoints(data.ratingSum)}</td>
                {full ? <td /> : null}
              </tr>
            </tfoot>
          ) : null}
        </table>
      )}
      {data && data.totalCount > 0 ? (
        <Pager
          page={state.page}
          size={state.size}
          totalCount={data.totalCount}
          label="протоколов"
          sizes={PROFILE_PROTOCOL_PAGE_SIZES}
          hrefOf={(page) => hrefOf({ page })}
          onPage={(page) => go({ page })}
          onSize={(size) => go({ size: size as ProfileProtocolPageSize })}
        />
      ) : null}
      {disputedRow ? (
        <Suspense fallback={null}>
          <DisputeDialog
            participantId={participantId}
            row={disputedRow}
            onClose={() => setDisputedRow(null)}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
};
