import { Avatar, Tooltip } from '@mantine/core';
import { UserAvatar } from './user-avatar';

type Person = { idNguoiDung: number; hoTen: string; avatarUrl: string | null };

/** The first `max` people and how many are left for the '+N' chip. */
export function splitAvatars<T>(people: readonly T[], max: number): { shown: T[]; rest: T[] } {
  const n = Math.max(0, Math.floor(max));
  return { shown: people.slice(0, n), rest: people.slice(n) };
}

/**
 * Overlapping avatars then '+N' (spec 002: column headers and archived/statistics rows show 3,
 * task cards 1). Every name is reachable: each avatar's tooltip, and the '+N' chip's tooltip lists
 * the others.
 */
export function AvatarStack({ people, max, size = 'sm' }: { people: readonly Person[]; max: number; size?: string }) {
  if (people.length === 0) return null;
  const { shown, rest } = splitAvatars(people, max);
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing="xs">
        {shown.map((p) => (
          <Tooltip key={p.idNguoiDung} label={p.hoTen} withArrow>
            <UserAvatar url={p.avatarUrl} name={p.hoTen} size={size} radius="xl" />
          </Tooltip>
        ))}
        {rest.length > 0 && (
          <Tooltip label={rest.map((p) => p.hoTen).join(', ')} withArrow multiline maw={260}>
            <Avatar size={size} radius="xl" aria-label={`Và ${rest.length} người khác`}>
              +{rest.length}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
