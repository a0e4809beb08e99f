import { Button } from '@mantine/core';
import { useState } from 'react';
import { useProtestOptions } from '../api/get-protest-options';
import { PROTEST_WORDS, ProtestDialog, protestKinds } from './protest-dialog';

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
      <Button variant="light" size="xs" onClick={() => setOpen(true)}>
        {PROTEST_WORDS.open}
      </Button>
      {open ? <ProtestDialog protocolId={protocolId} options={data} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
