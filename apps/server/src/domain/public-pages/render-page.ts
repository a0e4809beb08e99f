import type { Block, Cell, Page, PageHead } from './page.js';
import { SITE_NAME } from './page.js';

/**
 * The built app's index.html cut where the server writes: the head's tags (in place of the
 * template's title and description), the readable content (inside `<div id="root">`, which the app
 * replaces when it starts) and a short `<noscript>` after it.
 */
export type HtmlTemplate = {
  beforeHead: string;
  beforeRoot: string;
  /**
   * The app's shell that index.html keeps in its root between `<!--app-shell-->` markers (issue 41):
   * a browser paints it before the app's code arrives; a crawler gets the readable page instead.
   */
  shell: string;
  beforeNoscript: string;
  rest: string;
  /**
   * A public page's preload tags for its path (routes/pages/page-assets.ts); none by default. With
   * `styles`, the screen's CSS is linked as a stylesheet (its markup is in the HTML and paints first).
   */
  preloads?: (pathname: string, options?: { styles?: boolean }) => string;
  /**
   * The build's stylesheets as text, by their address (`/assets/index-….css`): a page rendered on
   * the server carries those it links inline (page-assets.ts, `readStyles`); none by default.
   */
  styles?: ReadonlyMap<string, string>;
  /**
   * The app's markup of a public page rendered on the server, and its queries' script
   * (routes/pages/page-markup.ts); null when it has none.
   */
  markup?: (
    url: string,
    answers: Record<string, unknown>,
  ) => Promise<{ markup: string; queries: string } | null>;
};

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const ROOT = /<div id=["']root["']>\s*(?:<!--app-shell-->([\s\S]*?)<!--\/app-shell-->\s*)?<\/div>/i;

/** Cuts the built index.html once, at start. A template without a head or root still works. */
export const parseTemplate = (html: string): HtmlTemplate => {
  const title = TITLE.exec(html);
  let headAt: number;
  let page = html;
  if (title) {
    headAt = title.index;
    page = html.slice(0, title.index) + html.slice(title.index + title[0].length);
  } else {
    const headEnd = page.search(/<\/head>/i);
    headAt = headEnd >= 0 ? headEnd : 0;
  }
  const description = DESCRIPTION.exec(page);
  if (description) {
    page = page.slice(0, description.index) + page.slice(description.index + description[0].length);
    if (description.index < headAt) headAt -= description[0].length;
  }
  const beforeHead = page.slice(0, headAt);
  const afterHead = page.slice(headAt);
  const root = ROOT.exec(afterHead);
  if (!root) {
    const bodyEnd = afterHead.search(/<\/body>/i);
    const at = bodyEnd >= 0 ? bodyEnd : afterHead.length;
    return {
      beforeHead,
      beforeRoot: `${afterHead.slice(0, at)}<div id="root">`,
      shell: '',
      beforeNoscript: '</div>',
      rest: afterHead.slice(at),
    };
  }
  const openEnd = root.index + root[0].indexOf('>') + 1;
  return {
    beforeHead,
    beforeRoot: afterHead.slice(0, openEnd),
    shell: root[1]?.trim() ?? '',
    beforeNoscript: '</div>',
    rest: afterHead.slice(root.index + root[0].length),
  };
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values: a rider named `</title><script>` stays text. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/** The full <title>: the page's own, then the portal's name (the home page is the portal itself). */
export const documentTitle = (head: PageHead): string =>
  head.title.includes(SITE_NAME) ? head.title : `${head.title} · ${SITE_NAME}`;

/** The head's tags: title, description, canonical address, Open Graph and Twitter card. */
export const headTags = (head: PageHead, publicUrl: string): string => {
  const canonical = `${publicUrl}${head.canonicalPath}`;
  const image = `${publicUrl}${head.image.path}`;
  return [
    `<title>${escapeHtml(documentTitle(head))}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ru_RU'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', head.image.width),
    meta('property', 'og:image:height', head.image.height),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', head.image.alt),
  ].join('\n    ');
};

const cell = (value: Cell): string =>
  typeof value === 'string'
    ? escapeHtml(value)
    : `<a href="${escapeHtml(value.href)}">${escapeHtml(value.text)}</a>`;

const block = (b: Block): string => {
  switch (b.kind) {
    case 'heading':
      return `<h${b.level}>${escapeHtml(b.text)}</h${b.level}>`;
    case 'paragraph':
      return `<p>${escapeHtml(b.text)}</p>`;
    case 'facts':
      return `<dl>${b.items.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${cell(value)}</dd>`).join('')}</dl>`;
    case 'links':
      return `<nav aria-label="${escapeHtml(b.label)}"><ul>${b.items
        .map((item) => `<li>${cell(item)}</li>`)
        .join('')}</ul></nav>`;
    case 'table':
      return `<table><caption>${escapeHtml(b.caption)}</caption><thead><tr>${b.columns
        .map((c) => `<th scope="col">${escapeHtml(c)}</th>`)
        .join('')}</tr></thead><tbody>${b.rows
        .map((row) => `<tr>${row.map((c) => `<td>${cell(c)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
  }
};

/** The portal's menu, as the header has it: a readable page links on like the app does. */
const SITE_MENU = [
  { text: 'Главная', href: '/home' },
  { text: 'Календарь', href: '/calendar' },
  { text: 'Рейтинг', href: '/rating/overview' },
  { text: 'Результаты', href: '/results/overview' },
  { text: 'О портале', href: '/about' },
];

/** The content a crawler or a client without JavaScript reads, inside the app's root. */
const readableContent = (page: Page): string =>
  [
    `<header><p><a href="/home">${SITE_NAME}</a></p>${block({ kind: 'links', label: 'Меню', items: SITE_MENU })}</header>`,
    `<main>${page.blocks.map(block).join('\n')}</main>`,
  ].join('\n');

/**
 * A browser with JavaScript switched off cannot be told from one with it by its request: it gets
 * the page's title and description (a few hundred bytes, never a table that the app would then
 * load again), which a browser running scripts does not show.
 */
const noscript = (head: PageHead): string =>
  `<noscript><h1>${escapeHtml(head.title)}</h1><p>${escapeHtml(head.description)}</p><p>Чтобы открыть портал, включите JavaScript.</p></noscript>`;

/**
 * A page rendered on the server paints from its HTML alone (issue 41): the stylesheets it links come
 * inline, the entry's (Mantine's and the app's, about 30 KB brotli) and its screen's (a few small
 * files). On a slow link a linked one is another request, and its bytes share the link with the
 * app's scripts, which start downloading at the same moment and which the first paint does not need
 * (measured on the phone profile: the entry's stylesheet ended 650 ms after the HTML, the first paint
 * 840 ms after it; with it inline, the results page's seven small screen stylesheets, requested once
 * the head was parsed, still ended 180–380 ms after the HTML).
 * `</style` cannot end the element early: the text is CSS from the build, and any such sequence in
 * it is escaped the way CSS reads it.
 *
 * A disabled link to the same sheet stays beside it: a browser does not fetch a disabled stylesheet,
 * but the app's loader of lazy screens looks for `link[href=…][rel=stylesheet]` before it adds a
 * screen's stylesheets, and some screens list the entry's (or another screen's) among theirs.
 * Without the link it added the entry's sheet again, after the screen's, and its rules won over
 * the screen's: the rating page's table moved 6 px as a signed-in visitor's pieces loaded
 * (first-html.spec).
 */
const withInlineStyles = (html: string, styles: ReadonlyMap<string, string> | undefined): string => {
  if (!styles?.size) return html;
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)"\s*\/?>/g,
    (link, href: string) => {
      const css = styles.get(href);
      return css === undefined
        ? link
        : `<style data-href="${escapeHtml(href)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>` +
            `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`;
    },
  );
};

/**
 * A page rendered on the server is painted whole: its first frame waits until the parser has passed
 * the end of the app's root (`<link rel="expect" blocking="render">`, ignored by browsers that do not
 * know it). With its stylesheets inline, a browser may otherwise paint the part of a long HTML that
 * has arrived, and what is still on its way then moves what was painted (the header's 'Вход' grew
 * as its icons came: a layout shift first-html.spec caught). Only with the stylesheets inline: a
 * page the service worker asks for links them (from its cache), and waiting for the whole HTML
 * from the network there cost a repeat visit 150–400 ms on the phone profile.
 */
const FIRST_SCREEN_END = 'first-screen-end';
const WAIT_FOR_FIRST_SCREEN = `<link rel="expect" href="#${FIRST_SCREEN_END}" blocking="render">`;
const FIRST_SCREEN_END_MARK = `<span id="${FIRST_SCREEN_END}" hidden></span>`;

/** Tags put last in the head: the entry's own script and CSS are asked for first. */
const withBeforeHeadEnd = (html: string, tags: string): string => {
  const at = html.search(/<\/head>/i);
  return at < 0 ? html : `${html.slice(0, at)}  ${tags}\n  ${html.slice(at)}`;
};

/**
 * The app's HTML with the page's head. Readable: the content in the root (the app, when it runs,
 * replaces it); otherwise the root holds only the app's shell (the header, no data), so a browser
 * paints at once and downloads no data twice.
 */
export const renderPage = (
  template: HtmlTemplate,
  page: Page,
  options: {
    publicUrl: string;
    readable: boolean;
    /** Tags at the end of the head (after the entry's script and CSS): the page's preloads. */
    extraHead?: string;
    /** After the root: the page's data for the app (routes/pages/page-calls.ts). */
    data?: string;
    /** In the root instead of the app's shell: the page rendered on the server (issue 41). */
    markup?: string;
    /**
     * With `markup`, its stylesheets inline (`withInlineStyles`); not for a browser whose service
     * worker already keeps them (send-page.ts).
     */
    inlineStyles?: boolean;
  },
): string => {
  const rendered = options.markup !== undefined;
  const styles = rendered && options.inlineStyles && template.styles?.size ? template.styles : undefined;
  return (
    withInlineStyles(template.beforeHead, styles) +
    (styles ? `${WAIT_FOR_FIRST_SCREEN}\n  ` : '') +
    headTags(page.head, options.publicUrl) +
    '\n  ' +
    withInlineStyles(
      options.extraHead ? withBeforeHeadEnd(template.beforeRoot, options.extraHead) : template.beforeRoot,
      styles,
    ) +
    (options.readable ? readableContent(page) : (options.markup ?? template.shell)) +
    template.beforeNoscript +
    (styles ? FIRST_SCREEN_END_MARK : '') +
    // A page rendered on the server reads without scripts: no note asking for them.
    (options.readable || rendered ? '' : noscript(page.head)) +
    (options.data ?? '') +
    template.rest
  );
};
