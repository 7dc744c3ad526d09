import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CurrentAssignment } from '@/contracts/fleet';
import { FLEET_MESSAGES } from '@/contracts/fleet-vocabulary';
import { formatNumber } from '@/lib/format';
import { CANCEL_LABEL } from '@/ui/labels';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { useQueueing } from '@/ui/use-queueing';
import { type ReturnValues, returnPayload, returnProblem } from '../model/forms';
import { enqueue, notifySaved } from '../offline';
import { PRIMARY_H } from './driver-screen';
import { BigNumberInput, BigTextarea, recordedOdoHint } from './fields';

const EMPTY: ReturnValues = { odo: '', mucNhienLieu: '', ghiChu: '' };

/**
 * The CHECK_OUT step: odometer (> 0, not below the recorded one), fuel level (optional) and a note.
 * Cancel goes back to ON_DUTY.
 */
export function ReturnModal({
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
  const [values, setValues] = useState<ReturnValues>(EMPTY);
  const check = useCheckOnSubmit(() => returnProblem(values, recordedOdo));
  const error = check.problem;
  const { saving, queue } = useQueueing();
  const set = <K extends keyof ReturnValues>(key: K, value: ReturnValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    if (check.attempt()) return;
    await queue(async () => {
      const payload = returnPayload(assignment.id, values);
      await enqueue({
        kind: 'assignment.event',
        payload,
        xeId: assignment.xeId,
        photos: [],
        label: `Trả xe ${assignment.bienSo} · ODO ${formatNumber(payload.odo)} km`,
      });
      notifySaved(FLEET_MESSAGES.returnSuccess);
      setValues(EMPTY);
      check.reset();
      onClose();
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Kết thúc ca & trả xe" centered radius="lg">
      <Stack gap="md">
        <Text>
          Trả xe <b>{assignment.bienSo}</b>. Nhập số ODO trên đồng hồ.
        </Text>
        <BigNumberInput
          label="Số ODO khi trả xe"
          description={recordedOdoHint(recordedOdo)}
          withAsterisk
          suffix=" km"
          value={values.odo}
          onChange={(v) => set('odo', v)}
          error={error?.field === 'odo' ? error.message : null}
        />
        <BigNumberInput
          label="Mức nhiên liệu còn lại (lít)"
          pointIsDecimal
          value={values.mucNhienLieu}
          onChange={(v) => set('mucNhienLieu', v)}
          error={error?.field === 'mucNhienLieu' ? error.message : null}
        />
        <BigTextarea
          label="Ghi chú"
          value={values.ghiChu}
          onChange={(e) => set('ghiChu', e.currentTarget.value)}
          maxLength={1000}
        />
        <Group grow gap="sm">
          <Button variant="default" size="lg" h={PRIMARY_H} onClick={onClose}>
            {CANCEL_LABEL}
          </Button>
          <Button color="red" size="lg" h={PRIMARY_H} onClick={() => void submit()} loading={saving}>
            Trả xe
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
