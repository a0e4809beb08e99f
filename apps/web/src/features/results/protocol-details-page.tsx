import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, getRouteApi, useRouter } from '@tanstack/react-router';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { EventLogo } from '@/components/display/event-logo';
import { ProvisionalMark } from '@/components/display/provisional-mark';
import { RatingMark } from '@/components/display/rating-mark';
import { formatDay } from '@/components/format';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { useProtocol } from './api/get-protocol';
import { useProtocolPrediction } from './api/get-protocol-prediction';
import { CoefficientsBlock } from './components/coefficients-block';
import { ProtestButton } from './components/protest-button';
import { ResultsTable } from './components/results-table';
import { showsCoefficients } from './lib/coefficients';
import classes from './components/protocol-details.module.css';

/** Shown after the name of an event outside the rating (spec part 1 §2.6). */
export const OUTSIDE_RATING = '(мероприятие вне рейтинга)';

// 'Поделиться' loads its code with the page's data: its chunk stays out of the first load's map.
const ShareButton = lazy(() =>
  import('@/components/share/share-button').then((module) => ({ default: module.ShareButton })),
);

// How the race went against the prediction by skill (issue 39): below the results, its own chunk.
const PredictionVerdict = lazy(() =>
  import('./components/prediction-verdict').then((module) => ({ default: module.PredictionVerdict })),
);

const route = getRouteApi('/shell/results/details/$id');

/** Protocol details (spec part 1 §2.6): the event, the protocol, F and Q, and the results. */
export const ProtocolDetailsPage = () => {
  const id = Number(route.useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const session = useSession();
  const router = useRouter();
  const protocol = useProtocol(id, Boolean(session), { enabled: valid });
  // The verdict under the results asks with the protocol, not after it (and the server's render of
  // the page, issue 41, finds both in its first pass).
  useProtocolPrediction(id, { enabled: valid });

  const back = () =>
    router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/results/overview' });

  if (!valid || (protocol.error instanceof ApiError && protocol.error.status === 404)) {
    return (
      <Paper>
        <EmptyState title="Протокол не найден">
          <Anchor component={Link} to="/results/overview">
            К результатам
          </Anchor>
        </EmptyState>
      </Paper>
    );
  }

  const data = protocol.data;
  return (
    <div>
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        onClick={back}
        mb="sm"
        px={6}
      >
        Назад
      </Button>
      {protocol.isError && !data ? (
        <Paper>
          <LoadError message={protocol.error instanceof ApiError ? protocol.error.serverMessage : null} />
        </Paper>
      ) : !data ? (
        <Paper>
          <Group wrap="nowrap" gap="md">
            <Skeleton width={64} height={64} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={24} width="70%" />
              <Skeleton height={14} width="40%" />
            </Stack>
          </Group>
          <Stack gap={10} mt="lg">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={22} />
            ))}
          </Stack>
        </Paper>
      ) : (
        <>
          <Paper mb="md">
            <Group wrap="nowrap" gap="md" align="flex-start">
              <EventLogo fileId={data.event.logoFileId} size={64} />
              <Stack gap={4} className={classes.heading}>
                <Title order={1} className={classes.title}>
                  {data.event.raceName}
                  {data.isRatingEvent ? null : <span className={classes.outside}> {OUTSIDE_RATING}</span>}
                </Title>
                <Text size="sm" c="dimmed" className={classes.meta}>
                  {formatDay(data.event.eventDate)} · {data.event.organizer.name}
                  {data.clusterAgeCategory ? ` · ${data.clusterAgeCategory.name}` : ''}
                </Text>
                <Group gap={6} wrap="nowrap">
                  {data.isRatingProtocol ? <RatingMark /> : null}
                  <Text fw={600}>{data.name}</Text>
                </Group>
                <ProvisionalMark
                  closesAt={data.lifecycle?.isProvisional ? data.lifecycle.protestClosesAt : null}
                />
                <Group mt={6}>
                  <ProtestButton protocolId={data.id} signedIn={Boolean(session)} />
                  <Suspense fallback={null}>
                    <ShareButton
                      title={`${data.event.raceName}, ${data.name} — ВелоРейтинг`}
                      picture={`/share/protocol/${data.id}.png`}
                    />
                  </Suspense>
                </Group>
              </Stack>
            </Group>
          </Paper>

          {showsCoefficients(data) ? <CoefficientsBlock protocol={data} /> : null}

          <Paper p={{ base: 'xs', sm: 'md' }}>
            {data.results.length === 0 ? (
              <EmptyState title="В протоколе нет результатов" />
            ) : (
              <ResultsTable results={data.results} />
            )}
          </Paper>
          {data.results.length > 1 ? (
            <Suspense fallback={null}>
              <PredictionVerdict protocolId={data.id} />
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  );
};
