/** The upload wizard in Chromium against a running server (import-in-browser.mjs). */
export declare const importInBrowser: (options: {
  base: string;
  session: { token: string; expiryDate: string };
  file: string;
  rows: number;
  eventName: string;
  riderName: string;
  year: number;
}) => Promise<{
  previewMs: number;
  createToRatingMs: number;
  saveMs: number;
  /** When the create call left and when its answer had come, from the click (ms). */
  createCall: { sentMs: number; answeredMs: number };
}>;
