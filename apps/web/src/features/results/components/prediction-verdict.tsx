import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PredictionSurprise } from '@velo/contracts';
import { fullName } from '@/components/format';
import { useProtocolPrediction } from '../api/get-protocol-prediction';
import classes from './protocol-details.module.css';

const percent = (share: number) => `${Math.round(share * 100)} %`;

const Surprises = ({ title, riders }: { title: string; riders: PredictionSurprise[] }) =>
  riders.length === 0 ? null : (
    <div>
      <Title order={3} size="h5" mt="sm" mb={4}>
        {title}
      </Title>
      <ul className={classes.surprises}>
        {riders.map((rider) => (
          <li key={`${rider.gender}-${rider.participantId}`}>
            <Anchor
              renderRoot={(props) => (
                <Link to="/rating/details/$id" params={{ id: String(rider.participantId) }} {...props} />
              )}
            >
              {fullName(rider)}
            </Anchor>
            {` — ${rider.actual} место при прогнозе ${rider.predicted}`}
          </li>
        ))}
      </ul>
    </div>
  );

/**
 * After the race (issue 39): how the prediction by skill did — the share of pairs of finishers of the
 * same gender it ordered right, and who beat or missed their predicted place most. The prediction is
 * the one the ratings before the race day made. Nothing without a pair to judge.
 */
export const PredictionVerdict = ({ protocolId }: { protocolId: number }) => {
  const verdict = useProtocolPrediction(protocolId);
  const data = verdict.data;
  if (!data || data.share === null) return null;
  return (
    <Paper
      component="section"
      p={{ base: 'xs', sm: 'md' }}
      mt="md"
      aria-labelledby="prediction-verdict-title"
    >
      <Title order={2} size="h3" id="prediction-verdict-title">
        Как сбылся прогноз
      </Title>
      <Text mt={4}>
        Порядок угадан для <b>{percent(data.share)}</b> пар гонщиков ({Math.round(data.agreed)} из{' '}
        {data.pairs})
      </Text>
      <Text size="sm" c="dimmed">
        Прогноз — по силе финишировавших перед днём гонки, отдельно у мужчин и у женщин.
      </Text>
      <Surprises title="Выше прогноза" riders={data.beat} />
      <Surprises title="Ниже прогноза" riders={data.missed} />
    </Paper>
  );
};
