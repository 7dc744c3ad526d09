import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CurrentAssignment } from '@/contracts/fleet';
import { FLEET_MESSAGES } from '@/contracts/fleet-vocabulary';
import { CANCEL_LABEL } from '@/ui/labels';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { useQueueing } from '@/ui/use-queueing';
import { type NumberField, receivePayload, receiveProblem } from '../model/forms';
import { enqueue, notifySaved } from '../offline';
import { PRIMARY_H } from './driver-screen';
import { BigNumberInput, recordedOdoHint } from './fields';

/** 'Nhận xe & bắt đầu ca': confirm, with an optional odometer not below the recorded one. */
export function ReceiveModal({
  opened,
  onClose,
  assignment,
  recordedOdo,
}: {
  opened: boolean;
  onClose: () => void;
  assignment: CurrentAssignment;
  recordedOdo: number | null;
}) {
  const [odo, setOdo] = useState<NumberField>('');
  const check = useCheckOnSubmit(() => receiveProblem({ odo }, recordedOdo));
  const { saving, queue } = useQueueing();

  const submit = async () => {
    if (check.attempt()) return;
    await queue(async () => {
      await enqueue({
        kind: 'assignment.event',
        payload: receivePayload(assignment.id, { odo }),
        xeId: assignment.xeId,
        photos: [],
        label: `Nhận xe ${assignment.bienSo}`,
      });
      notifySaved(FLEET_MESSAGES.receiveSuccess);
      setOdo('');
      check.reset();
      onClose();
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Nhận xe & bắt đầu ca" centered radius="lg">
      <Stack gap="md">
        <Text size="lg">
          Xác nhận bạn nhận xe <b>{assignment.bienSo}</b> và bắt đầu ca làm việc?
        </Text>
        <BigNumberInput
          label="Số ODO lúc nhận xe (không bắt buộc)"
          description={recordedOdoHint(recordedOdo)}
          suffix=" km"
          value={odo}
          onChange={setOdo}
          error={check.problem?.message}
        />
        <Group grow gap="sm">
          <Button variant="default" size="lg" h={PRIMARY_H} onClick={onClose}>
            {CANCEL_LABEL}
          </Button>
          <Button size="lg" h={PRIMARY_H} onClick={() => void submit()} loading={saving}>
            Nhận xe
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
