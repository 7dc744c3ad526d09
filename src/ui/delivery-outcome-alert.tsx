/** What became of a relayed request, said once under the form (the toast says it too). */
import { Alert } from '@mantine/core';
import { AUTOMATION_MESSAGES as M } from '@/contracts/automation-vocabulary';
import type { DeliveryOutcome } from './use-delivery-outcome';

export function OutcomeAlert({
  outcome,
  success,
  failure,
}: {
  outcome: DeliveryOutcome;
  success: string;
  failure: string;
}) {
  if (outcome.kind === 'delivered') {
    return (
      <Alert color="green" variant="light" role="status">
        {success}
      </Alert>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title={failure}>
        {outcome.message ?? failure}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" role="status">
      {M.stillQueued}
    </Alert>
  );
}
