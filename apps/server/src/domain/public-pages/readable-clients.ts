/**
 * Who gets the readable page (the content in the HTML) instead of the bare app:
 * - known crawlers and link-preview fetchers, by name (search engines, messengers, social networks);
 * - any client that does not call itself a browser: every browser's User-Agent starts with
 *   `Mozilla/`, while curl, wget, Lynx, w3m, Links and scripts do not (and run no JavaScript).
 * Names are listed rather than matched on a bare "bot": phones named Cubot would be taken for one.
 */
const CRAWLER_NAMES = [
  // Search engines
  'googlebot',
  'google-inspectiontool',
  'storebot-google',
  'adsbot-google',
  'mediapartners-google',
  'bingbot',
  'bingpreview',
  'msnbot',
  'yandex',
  'duckduckbot',
  'baiduspider',
  'applebot',
  'petalbot',
  'mail.ru_bot',
  'seznambot',
  'sogou',
  'qwantify',
  'ahrefsbot',
  'semrushbot',
  'mj12bot',
  'ia_archiver',
  'archive.org_bot',
  'gptbot',
  'oai-searchbot',
  'claudebot',
  'perplexitybot',
  'ccbot',
  // Link previews in messengers and social networks
  'telegrambot',
  'whatsapp',
  'vkshare',
  'facebookexternalhit',
  'facebot',
  'meta-externalagent',
  'twitterbot',
  'slackbot',
  'discordbot',
  'linkedinbot',
  'skypeuripreview',
  'viber',
  'pinterestbot',
  'redditbot',
  'embedly',
  'mastodon',
];

const CRAWLER = new RegExp(CRAWLER_NAMES.map((name) => name.replace(/[.]/g, '\\.')).join('|'), 'i');

export const isReadableClient = (userAgent: string | undefined): boolean => {
  const agent = userAgent?.trim() ?? '';
  if (!agent.startsWith('Mozilla/')) return true;
  return CRAWLER.test(agent);
};
