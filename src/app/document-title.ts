import { useEffect } from 'react';

const APP_NAME = 'Vận Tải';

/** "Title · Vận Tải" while the screen shows; the app's name alone without a title. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : `${APP_NAME} — Điều hành`;
  }, [title]);
}
