/** Reaching the dispatcher when a report cannot be sent: tel: and sms: links with the SOS text. */
export interface SosSmsInput {
  bienSo: string | null | undefined;
  noiDungSuCo: string;
  lat?: number | null;
  lng?: number | null;
}

export function sosSmsBody({ bienSo, noiDungSuCo, lat, lng }: SosSmsInput): string {
  const parts = [`SOS${bienSo ? ` xe ${bienSo}` : ''}: ${noiDungSuCo.trim()}`];
  if (lat != null && lng != null) {
    parts.push(
      `Vị trí: ${lat.toFixed(6)}, ${lng.toFixed(6)} https://maps.google.com/?q=${lat.toFixed(6)},${lng.toFixed(6)}`,
    );
  } else {
    parts.push('Vị trí: không xác định');
  }
  return parts.join('. ');
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const smsHref = (phone: string, body: string) =>
  `sms:${phone.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(body)}`;
