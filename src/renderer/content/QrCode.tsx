import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** An address that is already a QR image (the platform's qrCodeUrl), not a link to encode. */
export function isImageUrl(url: string): boolean {
  return /\.(png|jpe?g|gif|webp|svg)(\?.*)?$/i.test(url);
}

/** The dark modules of a QR code for `text` (error correction M), row by row. */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/** A QR code drawn as SVG (no canvas, no innerHTML), with a 4-module quiet zone. */
export function QrCode({ text, size = 160, label }: { text: string; size?: number; label: string }) {
  const path = useMemo(() => {
    const matrix = qrMatrix(text);
    let d = '';
    matrix.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      }),
    );
    return { d, modules: matrix.length + 8 };
  }, [text]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.modules} ${path.modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
