import { api } from '@/lib/api';

/**
 * Saves a library file under its name. The file needs the bearer token, so it is fetched as a
 * blob and handed to the browser through a temporary link (a plain <a href> would get a 401).
 */
export async function downloadFile(url: string, title: string) {
  const blob = await api.blob(url.replace(/^\/api\//, ''));
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = title;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser the tick it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
