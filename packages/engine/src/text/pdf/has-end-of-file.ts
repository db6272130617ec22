/** Bytes at the end of a PDF where the final `%%EOF` marker must stand (readers allow trailing junk). */
const TAIL = 2048;
const MARKER = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF

/** A complete PDF ends with `%%EOF`; a file cut off during download or copy does not. */
export function hasEndOfFile(bytes: Uint8Array): boolean {
  const start = Math.max(0, bytes.length - TAIL);
  for (let i = bytes.length - MARKER.length; i >= start; i--) {
    if (MARKER.every((b, j) => bytes[i + j] === b)) return true;
  }
  return false;
}
