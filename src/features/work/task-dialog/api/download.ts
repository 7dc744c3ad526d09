import { api } from '@/lib/api';

/** Our files need the bearer token: fetched as a blob, then saved under the name it was sent with. */
export async function downloadAttachment(url: string, fileName: string) {
  const blob = url.startsWith('/api/') ? await api.blob(url.replace(/^\/api\//, '')) : null;
  const href = blob ? URL.createObjectURL(blob) : url;
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  if (!blob) a.target = '_blank';
  document.body.append(a);
  a.click();
  a.remove();
  if (blob) setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
