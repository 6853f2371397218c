/**
 * Request header, '1' on a text/plain (encrypted) tracking body whose decrypted text is an application/zip
 * body (base64 of gzip of the JSON): both compression and encryption were configured. Compressed
 * first, then encrypted — ciphertext does not compress. A module of its own, not in constants.ts: the
 * tracker's first-route core shares that module, and every export a lazy chunk takes from it is carried in
 * the core; only the lazy uploader sends this header.
 */
export const COMPRESSED_HEADER = 'x-trace-compressed';
