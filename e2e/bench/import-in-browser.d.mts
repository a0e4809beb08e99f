/** The upload wizard in Chromium against a running server (import-in-browser.mjs). */
export declare const importInBrowser: (options: {
  base: string;
  session: { token: string; expiryDate: string };
  file: string;
  rows: number;
  eventName: string;
  riderName: string;
  year: number;
}) => Promise<{ previewMs: number; createToRatingMs: number }>;
