import { SAGA_STATE_TITLES, type SagaListItem, type SagaState } from '@velo/contracts';
import { StatusBadge } from '../kit/status-badge';

const STATE_COLORS: Record<SagaState, string> = {
  new: 'blue',
  running: 'yellow',
  done: 'green',
  failed: 'red',
};

/** A saga's state as a badge, in its Russian words. */
export const SagaStateBadge = ({ state }: { state: SagaState }) => (
  <StatusBadge color={STATE_COLORS[state]} variant={state === 'failed' ? 'filled' : 'light'}>
    {SAGA_STATE_TITLES[state]}
  </StatusBadge>
);

/** Whether the operator may correct the package and run it again (the server's rule, issue 18). */
export const canFix = (saga: Pick<SagaListItem, 'state' | 'protocolId'>) =>
  saga.state === 'failed' && saga.protocolId === null;
