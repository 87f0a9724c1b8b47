// A map tile server on loopback for the e2e runs: every tile is the same small PNG. The build and the
// e2e servers take MAP_TILE_URL from here (its origin goes into the pages' image policy).
import http from 'node:http';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4ffUhAATwAoLSC4yKAAAAAElFTkSuQmCC',
  'base64',
);

/** Port of the e2e tile server: E2E_PORT + 3000 (payments use + 1000, mail + 2000). */
const e2eTilePort = () => Number(process.env.E2E_TILE_PORT || Number(process.env.E2E_PORT || 4399) + 3000);

/** The tile URL template the e2e build and servers use. */
export const e2eTileUrl = () => `http://127.0.0.1:${e2eTilePort()}/{z}/{x}/{y}.png`;

/** Starts the tile server; `requests` lists the tile paths asked for. */
export async function startTileStub(port = e2eTilePort()): Promise<{ requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG.length }).end(PNG);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    // A browser keeps its connections to the tiles open: they are ended, or closing would wait for them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
