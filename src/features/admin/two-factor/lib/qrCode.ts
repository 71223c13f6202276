import { renderSVG } from 'uqr';

/*
 * The otpauth:// address as a QR code an authenticator app scans: uqr (already the server's UPI
 * QR code, a few kB, no dependencies) draws it as SVG, shown as an image so no markup is injected.
 * Only the admin's account chunk imports it.
 */
export function qrCodeImage(otpauthUrl: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(otpauthUrl))}`;
}
