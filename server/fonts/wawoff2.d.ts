/** wawoff2 (WOFF2 compression by Google's woff2, in WebAssembly) ships no types. */
declare module 'wawoff2' {
  export function compress(ttf: Uint8Array): Promise<Uint8Array>;
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
