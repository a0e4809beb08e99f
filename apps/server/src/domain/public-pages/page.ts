/**
 * One public page as the server knows it: the head a shared link shows (title, description,
 * canonical address, picture) and the readable content that clients without JavaScript get.
 * Pages are built by the page loaders (rider-page.ts, protocol-page.ts, …) from the same use cases
 * the API runs, and turned into HTML by render-page.ts.
 */

/** The portal's name, as the header and the footer write it. */
export const SITE_NAME = 'ВелоРейтинг';

/** A share picture: a path on the portal (query included) and its size in pixels. */
export type PageImage = { path: string; width: number; height: number; alt: string };

export type PageHead = {
  /** The page's own title, without the portal's name (og:title); <title> adds it. */
  title: string;
  description: string;
  /** Path (and query) of the canonical address, PUBLIC_URL in front. */
  canonicalPath: string;
  image: PageImage;
  ogType: 'website' | 'profile' | 'article';
  /** Pages a search engine should not list: sign-in, the cabinets, the 404 page. */
  noindex: boolean;
};

/** A cell of a readable table: text, or text that links to another page of the portal. */
export type Cell = string | { text: string; href: string };

/** The readable content, in a few plain shapes (render-page.ts writes them as semantic HTML). */
export type Block =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; items: readonly (readonly [term: string, value: Cell])[] }
  | { kind: 'links'; label: string; items: readonly { text: string; href: string }[] }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly Cell[])[] };

export type Page = { status: 200 | 404; head: PageHead; blocks: Block[] };

/**
 * How a page is asked for: `readable` when the client gets the content (a crawler, a client
 * without JavaScript), else only the head (a browser, which loads the data through the API).
 */
export type PageRequest = { readable: boolean };
