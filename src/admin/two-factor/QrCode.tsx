'use client';

import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path (dark modules on a white square with the quiet zone the standard
 * asks for), white in either colour scheme so every phone camera reads it.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { data, size: modules } = encode(value, { border: 4, ecc: 'M' });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', borderRadius: 4 }}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
