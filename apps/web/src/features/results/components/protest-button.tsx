import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useProtestOptions } from '../api/get-protest-options';
import { PROTEST_OPEN, protestKinds } from '../lib/protest';

/**
 * The dialog (its form, the request schemas and zod, the modal) is its own chunk, loaded when the
 * button is first pointed at, focused or pressed: the protocol's page loads without it.
 */
const loadDialog = () => import('./protest-dialog');
const ProtestDialog = lazy(() => loadDialog().then((module) => ({ default: module.ProtestDialog })));

/**
 * 'Подать протест' on a provisional protocol's page (issue 38), for a signed-in rider who stands in
 * it (or is missing from it while on the start list); nothing for anyone else.
 */
export const ProtestButton = ({ protocolId, signedIn }: { protocolId: number; signedIn: boolean }) => {
  const options = useProtestOptions(protocolId, { enabled: signedIn });
  const [open, setOpen] = useState(false);
  const data = options.data;
  if (!data || !data.lifecycle.isProvisional) return null;
  if (!data.canReportError && !data.canReportMissing) return null;
  if (protestKinds(data).length === 0) return null;
  return (
    <>
      <Button
        variant="light"
        size="xs"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {PROTEST_OPEN}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ProtestDialog protocolId={protocolId} options={data} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
