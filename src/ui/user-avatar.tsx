import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '@/lib/format';
import { useAuthFile } from './auth-file';

/**
 * A person's avatar: their photo (fetched with the token when it is one of ours), else their
 * initials (family and given name) on a colour — the default placeholder of spec 000 §9.
 */
export function UserAvatar({ url, name, ...props }: { url: string | null | undefined; name: string } & AvatarProps) {
  const file = useAuthFile(url);
  // Mantine's own initials take the first two words ('Nguyễn Văn' → 'NV'); ours name the person.
  return (
    <Avatar src={file.objectUrl} name={name} color="initials" alt={name} {...props}>
      {initialsOf(name) || undefined}
    </Avatar>
  );
}
