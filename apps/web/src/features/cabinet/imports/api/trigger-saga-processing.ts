import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /integration-api/Operator/trigger-process-new-sagas-job: process the waiting packages now (a job). */
export const triggerSagaProcessing = () =>
  apiJson('POST /integration-api/Operator/trigger-process-new-sagas-job');

/** The list follows when the job ends (the view invalidates it then). */
export const useTriggerSagaProcessing = (config: MutationConfig<typeof triggerSagaProcessing> = {}) =>
  useMutation({ ...config, mutationFn: triggerSagaProcessing });
