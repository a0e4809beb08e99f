/** Debian's Chromium as every browser run here starts it (chromium.mjs). */
export declare const CHROMIUM: { executablePath: string; args: string[] };
