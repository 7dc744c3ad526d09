import { Button, Stack } from '@mantine/core';
import { IconMessage, IconPhone } from '@tabler/icons-react';
import { DISPATCH_PHONE } from '../config';
import { type SosSmsInput, smsHref, sosSmsBody, telHref } from '../model/dispatch';
import { PRIMARY_H } from './driver-screen';

/** 'Gọi điều phối' and 'Nhắn tin điều phối' (with the SOS text and coordinates), while the SOS waits. */
export function DispatchButtons({ sos }: { sos: SosSmsInput }) {
  return (
    <Stack gap="sm">
      <Button
        component="a"
        href={telHref(DISPATCH_PHONE)}
        color="red"
        size="lg"
        h={PRIMARY_H}
        leftSection={<IconPhone size={24} aria-hidden />}
      >
        Gọi điều phối
      </Button>
      <Button
        component="a"
        href={smsHref(DISPATCH_PHONE, sosSmsBody(sos))}
        variant="outline"
        color="red"
        size="lg"
        h={PRIMARY_H}
        leftSection={<IconMessage size={24} aria-hidden />}
      >
        Nhắn tin điều phối
      </Button>
    </Stack>
  );
}
