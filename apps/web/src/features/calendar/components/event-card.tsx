import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconExternalLink, IconListNumbers, IconMapPin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { EventView } from '@velo/contracts';
import { EventLogo } from '@/components/display/event-logo';
import { RatingMark } from '@/components/display/rating-mark';
import { mapUrl } from '@/components/events/event-link';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { disciplineLabel, formatDay, formatLongDay } from '@/components/format';
import { WeatherLine } from '@/components/events/weather-line';
import classes from './calendar.module.css';

/** A race in the calendar and the event list: what, when, who, where, the weather and the links. */
export const EventCard = ({
  event,
  upcoming,
  withDate = true,
}: {
  event: EventView;
  upcoming: boolean;
  /** Off under a day's heading, which already says the date. */
  withDate?: boolean;
}) => {
  const discipline = disciplineLabel(event.disciplineName);
  return (
    <Paper component="article" id={`event-${event.id}`} className={classes.card} p={{ base: 'sm', sm: 'md' }}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <EventLogo fileId={event.logoFileId} size={56} className={classes.cardLogo} />
        <Stack gap={4} className={classes.cardBody}>
          {withDate ? (
            <Text size="sm" c="dimmed" className={classes.cardDate}>
              <time dateTime={event.eventDate.slice(0, 10)}>{formatLongDay(event.eventDate)}</time>
              <span className={classes.visuallyHidden}> ({formatDay(event.eventDate)})</span>
            </Text>
          ) : null}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Text component="h3" fw={700} className={classes.cardTitle}>
              {event.raceName}
            </Text>
            {event.isRating ? <RatingMark label="Рейтинговое мероприятие" /> : null}
          </Group>
          <Text size="sm">
            {event.organizer.name}
            {discipline ? (
              // A span: a div inside the paragraph would end it in the HTML (the server's markup, issue 41).
              <Badge
                component="span"
                variant="light"
                color="gray"
                ml={6}
                size="sm"
                tt="none"
                className={classes.discipline}
              >
                {discipline}
              </Badge>
            ) : null}
          </Text>
          {event.tags.length > 0 ? (
            <Group gap={4}>
              {event.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" size="xs" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : null}
          {upcoming ? <WeatherLine weather={event.weather} day={event.eventDate} /> : null}
          <Group gap="md" mt={2} className={classes.links}>
            {event.hasLinkedProtocols ? (
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link to="/rating/protocols/$id" params={{ id: String(event.id) }} {...props} />
                )}
              >
                <IconListNumbers size={16} aria-hidden="true" /> Протоколы
              </Anchor>
            ) : null}
            {event.startListCount ? (
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link to="/rating/protocols/$id" params={{ id: String(event.id) }} {...props} />
                )}
              >
                <IconClipboardList size={16} aria-hidden="true" /> Стартовый лист: {event.startListCount}
              </Anchor>
            ) : null}
            {event.startPoint ? (
              <Anchor href={mapUrl(event.startPoint)} target="_blank" rel="noopener noreferrer" size="sm">
                <IconMapPin size={16} aria-hidden="true" /> Старт на карте
              </Anchor>
            ) : null}
            {/^https?:\/\//i.test(event.url) ? (
              <Anchor href={event.url} target="_blank" rel="noopener noreferrer" size="sm">
                <IconExternalLink size={16} aria-hidden="true" /> Страница мероприятия
              </Anchor>
            ) : null}
          </Group>
        </Stack>
        <FavouriteStar
          kind="event"
          id={event.id}
          active={event.inCurrentUserFavorites}
          name={event.raceName}
          size="md"
        />
      </Group>
    </Paper>
  );
};
