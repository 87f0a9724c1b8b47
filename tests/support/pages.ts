import { loadRenderers } from 'astro:container';
import http from 'node:http';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Db } from '~/lib/db/db.server.ts';
import { CACHE_STATUS_HEADER, createRenderCache, serveOnDemand } from '~/lib/serve/render-cache.server.ts';
import { listen } from '~/lib/serve/site.server.ts';

// Real pages rendered in Astro's container as the built handler renders them: one page for a test, or a
// loopback server answering through the site server's on-demand path and a real render cache.

export type Page = Parameters<AstroContainer['renderToResponse']>[0];

let container: AstroContainer | undefined;

/** Astro's container with the React renderer, made once a test file. */
export async function pageContainer(): Promise<AstroContainer> {
  container ??= await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  return container;
}

/** Who asks for a page (nobody signed in unless said) and the route's parameters. */
export interface PageRequest {
  params?: Record<string, string | undefined>;
  locals?: Partial<App.Locals>;
  headers?: Record<string, string>;
}

/** Renders `page` for the request of `path` as the built handler does. */
export async function renderPage(page: Page, path: string, { params = {}, locals, headers }: PageRequest = {}) {
  return (await pageContainer()).renderToResponse(page, {
    params,
    request: new Request(new URL(path, 'http://127.0.0.1:4321'), { headers }),
    locals: { user: null, sessionToken: null, ...locals },
  });
}

/** The HTML `page` renders for the request of `path`, whatever its status. */
export async function renderHtml(page: Page, path: string, request: PageRequest = {}): Promise<string> {
  return (await renderPage(page, path, request)).text();
}

/** Writes a rendered page to a node response as Astro's node handler does: head, then the body as it streams. */
export async function writeRendered(res: http.ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

/** Which page answers a path, and the route's parameters; null for a 404. */
export type PageRoutes = (url: URL) => { page: Page; params?: Record<string, string | undefined> } | null;

/** A loopback server over real pages: its address, and how to stop it. */
export interface PageServer {
  base: string;
  close(): void;
}

/**
 * Serves `routes` through serveOnDemand with a real render cache over the change counters of `db`. The
 * public origin is the address this server was started with (PORT, until `close`): only requests
 * addressed to it fill the cache. A request's cookie reaches the page.
 */
export async function servePages(db: Db, routes: PageRoutes): Promise<PageServer> {
  const cache = createRenderCache(db, 8);
  let base = '';
  const server = http.createServer((req, res) => {
    void serveOnDemand(cache, req, res, async () => {
      const url = new URL(req.url ?? '/', base);
      const route = routes(url);
      if (!route) {
        res.writeHead(404).end();
        return;
      }
      const cookie = req.headers.cookie;
      await writeRendered(
        res,
        await renderPage(route.page, url.href, { params: route.params, headers: cookie ? { cookie } : {} }),
      );
    });
  });
  base = await listen(server, '127.0.0.1', 0);
  process.env.PORT = new URL(base).port;
  return {
    base,
    close: () => {
      server.close();
      delete process.env.PORT;
    },
  };
}

/** An answer read whole: the render cache's verdict, the headers and the body as it came over the wire. */
export interface Answer {
  status: number;
  cache: string | undefined;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  body: string;
}

/** Sends one request over http (not fetch: it keeps the Host and encodings a test sets) and reads the answer. */
export function send(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          cache: res.headers[CACHE_STATUS_HEADER] as string | undefined,
          headers: res.headers,
          raw,
          body: raw.toString('utf8'),
        });
      });
    });
    request.on('error', reject);
    request.end();
  });
}
