import { Anchor, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useElementSize, useInViewport } from '@mantine/hooks';
import { useIsFetching } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ParticipantProfile, SeasonProgressPoint } from '@velo/contracts';
import { useRef, useState, type MouseEvent } from 'react';
import { LoadError } from '@/components/display/empty-state';
import { formatDay, formatPoints } from '@/components/format-basics';
import { ApiError } from '@/lib/api-client';
import { useSeasonProgress } from '../api/get-season-progress';
import { profileKeys } from '../api/keys';
import { genderPlaceLabel, pointsText } from '../lib/display';
import { PLACE_HISTORY_ID } from '../lib/page-anchors';
import { seasonChartLayout } from '@/components/charts/season-chart-layout';
import classes from './season-chart.module.css';

const HEIGHT = 240;

type Gender = ParticipantProfile['gender'];

/** What a point says: the day, its races and points, the total and the places that evening. */
export const pointLabel = (point: SeasonProgressPoint, gender: Gender): string =>
  `${formatDay(point.date)}: ${point.races.map((race) => race.eventName).join(', ')}, +${formatPoints(
    point.dayPoints,
  )}; всего ${pointsText(point.totalPoints)}, ${point.place} место в общем зачёте, ${point.genderPlace} ${genderPlaceLabel(gender)}`;

const protocolHref = (point: SeasonProgressPoint) =>
  point.races[0] ? `/results/details/${point.races[0].protocolId}` : undefined;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The rider's season (beyond the spec): the season total after each race day (solid line, left axis)
 * and the national place that evening (dashed, right axis, 1 at the top). Each point is a link to its
 * protocol; hovering, focusing or a first tap shows the day under the chart. An SVG drawn here: no
 * chart library (see docs/decisions/web.md).
 */
export const SeasonChart = ({
  participantId,
  year,
  gender,
}: {
  participantId: number;
  year: number;
  gender: Gender;
}) => {
  // The season's standings are the heaviest read of the page: asked for once the chart is in view
  // and the profile and its protocols have arrived, so they come first.
  const { ref: viewRef, inViewport } = useInViewport();
  const visible = inViewport || typeof IntersectionObserver === 'undefined';
  const busy =
    useIsFetching({ queryKey: profileKeys.profiles(participantId) }) +
      useIsFetching({ queryKey: profileKeys.protocols(participantId) }) >
    0;
  const [wantedYear, setWantedYear] = useState<number | null>(null);
  if (wantedYear !== year && visible && !busy) setWantedYear(year);
  const progress = useSeasonProgress(participantId, year, { enabled: wantedYear === year });
  const { ref, width } = useElementSize();
  const navigate = useNavigate();
  const [active, setActive] = useState<number | null>(null);
  const points = progress.data?.points ?? [];
  const layout = width > 0 ? seasonChartLayout(points, year, { width, height: HEIGHT }) : null;
  const current = active !== null ? points[active] : points.at(-1);

  /** A press on a point: was it a touch, and was that point's day already shown? */
  const press = useRef({ touch: false, wasActive: false });
  const open = (index: number) => (event: MouseEvent) => {
    const href = protocolHref(points[index]!);
    if (!href || !isPlainClick(event)) return;
    event.preventDefault();
    // On a touch screen the first tap shows the day, the second opens its protocol.
    if (press.current.touch && !press.current.wasActive) {
      press.current = { touch: false, wasActive: false };
      setActive(index);
      return;
    }
    void navigate({ href });
  };

  let body;
  if (progress.isError && !progress.data) {
    body = <LoadError message={progress.error instanceof ApiError ? progress.error.serverMessage : null} />;
  } else if (progress.data && points.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="md">
        В этом сезоне нет рейтинговых гонок.
      </Text>
    );
  } else {
    body = (
      <>
        <div className={classes.legend} aria-hidden="true">
          <span className={classes.legendPoints}>Очки за сезон</span>
          <span className={classes.legendPlace}>Место в общем зачёте</span>
        </div>
        <div ref={ref} className={classes.area}>
          {!progress.data || !layout ? (
            <Skeleton height={HEIGHT} />
          ) : (
            <svg
              width={width}
              height={HEIGHT}
              className={classes.svg}
              role="group"
              aria-label={`Очки и место участника после каждого дня гонок ${year} года`}
              onMouseLeave={() => setActive(null)}
            >
              {layout.pointTicks.map((tick) => (
                <g key={`p${tick.value}`} aria-hidden="true">
                  <line
                    x1={layout.frame.left}
                    x2={layout.frame.right}
                    y1={tick.y}
                    y2={tick.y}
                    className={classes.grid}
                  />
                  <text x={layout.frame.left - 6} y={tick.y} className={classes.axisLeft}>
                    {formatPoints(tick.value)}
                  </text>
                </g>
              ))}
              {layout.placeTicks.map((tick) => (
                <text
                  key={`m${tick.value}`}
                  x={layout.frame.right + 6}
                  y={tick.y}
                  className={classes.axisRight}
                  aria-hidden="true"
                >
                  {tick.value}
                </text>
              ))}
              {layout.months.map((month) => (
                <text
                  key={month.name}
                  x={month.x}
                  y={layout.frame.bottom + 18}
                  className={classes.month}
                  aria-hidden="true"
                >
                  {month.name}
                </text>
              ))}
              <path d={layout.placePath} className={classes.placeLine} aria-hidden="true" />
              <path d={layout.pointsPath} className={classes.pointsLine} aria-hidden="true" />
              {layout.points.map((point) => (
                <rect
                  key={`place-${point.date}`}
                  x={point.x - 3}
                  y={point.yPlace - 3}
                  width={6}
                  height={6}
                  className={classes.placeMark}
                  aria-hidden="true"
                />
              ))}
              {layout.points.map((point, index) => (
                <a
                  key={point.date}
                  href={protocolHref(point)}
                  aria-label={pointLabel(point, gender)}
                  className={classes.pointLink}
                  onClick={open(index)}
                  onPointerDown={(event) => {
                    // Read before the press focuses the point (focus and hover show its day too).
                    press.current = { touch: event.pointerType === 'touch', wasActive: active === index };
                  }}
                  onMouseEnter={() => setActive(index)}
                  onFocus={() => setActive(index)}
                  onBlur={() => setActive(null)}
                >
                  <circle cx={point.x} cy={point.yPoints} r={14} className={classes.hit} />
                  <circle
                    cx={point.x}
                    cy={point.yPoints}
                    r={active === index ? 7 : 5}
                    className={classes.point}
                    data-active={active === index || undefined}
                  />
                </a>
              ))}
            </svg>
          )}
        </div>
        <div className={classes.details} aria-live="polite">
          {current ? (
            <>
              <Text size="sm" fw={700}>
                {formatDay(current.date)} · {pointsText(current.totalPoints)} · {current.place} место
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  ({current.genderPlace} {genderPlaceLabel(gender)})
                </Text>
              </Text>
              <ul className={classes.races}>
                {current.races.map((race) => (
                  <li key={race.protocolId}>
                    <Link to="/results/details/$id" params={{ id: String(race.protocolId) }}>
                      {race.eventName}
                    </Link>{' '}
                    <span className={classes.racePoints}>+{formatPoints(race.points)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <Paper component="section" ref={viewRef} aria-labelledby="season-chart-title" className={classes.block}>
      <Title order={2} id="season-chart-title" className={classes.title}>
        Сезон {year}: очки и место
      </Title>
      {body}
      <Anchor href={`#${PLACE_HISTORY_ID}`} size="sm" className={classes.historyLink}>
        Почему менялось место
      </Anchor>
    </Paper>
  );
};
