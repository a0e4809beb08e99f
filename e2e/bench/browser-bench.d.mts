import type { Browser } from 'playwright-core';

export declare const ROOT: string;
export declare const BENCH_DIR: string;
/** Builds the web app into `distDir` (with the .br and .gz copies the server sends), or exits. */
export declare const buildWeb: (distDir: string) => void;
export declare const launchChromium: () => Promise<Browser>;
