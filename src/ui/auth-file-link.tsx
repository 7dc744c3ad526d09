import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { fetchBlob, isApiFile } from './auth-file';
import { notifyError } from './notify';

/**
 * A link to an attachment. Our files (`/api/files/…`) need the bearer token, which a plain link
 * cannot send: a click fetches the file through the API client and saves it under its name.
 * Other addresses are ordinary links opening in a new tab.
 */
export function AuthFileLink({
  url,
  fileName,
  children,
  ...props
}: { url: string; fileName: string; children: ReactNode } & AnchorProps) {
  if (!isApiFile(url)) {
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor
      href={url}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        fetchBlob(url).then(
          (blob) => {
            const objectUrl = URL.createObjectURL(blob);
            const a = document.createElement('a');
            a.href = objectUrl;
            a.download = fileName;
            a.click();
            setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
          },
          (error: unknown) => notifyError(error, 'Không tải được tệp.'),
        );
      }}
    >
      {children}
    </Anchor>
  );
}
