import type { Brand, CategoryNode, Tool, ToolDetail } from '../catalog/schemas.ts';
import type { Review, ToolReviews } from '../reviews/schemas.ts';
import type { PublicSettings } from '../settings/schemas.ts';
import type { Language } from '../common/languages.ts';

/**
 * Server rendering of the public pages (docs/decisions/009-server-rendered-public-pages.md).
 * The web app's SSR build (apps/web/src/entry-server.tsx) renders a page; the server hands it
 * this data source, which calls the server's services directly (no HTTP to itself). Each method
 * answers exactly what the matching API route answers, so the browser's cache, filled from the
 * page, holds the same values it would have fetched.
 */
export interface PageDataSource {
  /** GET /api/tools?sort=oldest&limit=HOME_TOOL_COUNT: the home page's tools. */
  homeTools(): Promise<Tool[]>;
  /** GET /api/reviews. */
  publicReviews(): Promise<Review[]>;
  /** GET /api/tools/by-slug/{slug}; null where that answers 404. */
  toolBySlug(slug: string): Promise<ToolDetail | null>;
  /**
   * GET /api/tools?{query}: a page of tools with what the headers say (X-Total-Count,
   * X-Did-You-Mean); null where that answers 400 (the browser then asks and shows the message).
   */
  toolPage(query: string): Promise<{ tools: Tool[]; total: number; didYouMean: string | null } | null>;
  /** GET /api/tools/by-slug/{slug}/reviews; null where that answers 404. */
  toolReviews(slug: string): Promise<ToolReviews | null>;
  /** GET /api/categories. */
  categoryTree(): Promise<CategoryNode[]>;
  /** GET /api/brands. */
  brands(): Promise<Brand[]>;
  /** GET /api/settings (the currency for product offers). */
  publicSettings(): Promise<PublicSettings>;
}

export interface PageRenderRequest {
  /** The path and query asked for, e.g. `/tools/claw-hammer?ref=x`. */
  url: string;
  /** The shop's address without a trailing slash (canonical links, Open Graph). */
  origin: string;
  data: PageDataSource;
}

/**
 * A public page with its data loaded, ready to render: the server may answer it from a copy
 * rendered earlier from the same data (`fingerprint`), or call `renderApp`.
 */
export interface PreparedPage {
  status: 200 | 404;
  /** The page's language (`bn` under /bn): the `<html lang>` it is answered with. */
  language: Language;
  /** The head's tags: title, description, canonical, Open Graph, JSON-LD (escaped HTML). */
  head: string;
  /** Equal for two requests of one URL exactly when they render the same page (same data). */
  fingerprint: string;
  /**
   * The query cache the browser starts from, as JSON safe inside a <script> element; read after
   * `renderApp`, which adds to a Bangla page's the namespaces of the Bangla texts it drew.
   */
  stateJson: string;
  /** The markup of the app inside #root. */
  renderApp(): Promise<string>;
}

/** What apps/web/dist-ssr/entry-server.js exports (default). */
export interface PageRenderer {
  /** Whether this path is a public page rendered on the server (others get the client-only index.html). */
  rendersOnServer(path: string): boolean;
  prepare(request: PageRenderRequest): Promise<PreparedPage>;
}
