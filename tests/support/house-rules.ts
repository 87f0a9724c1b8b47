// The rules of the house (DESIGN §3) that a tool can check, as a pure function over a tree of sources
// (path → text), so the boundary test runs it over src/ and its self-test over a copy with each
// forbidden kind planted.
import path from 'node:path';

/** Where a file sits in the house: a feature, a part of lib, the routes, or the rest of src. */
export function areaOf(file: string): string {
  const feature = /^src\/features\/([^/]+)\//.exec(file);
  if (feature) return feature[1] as string;
  const lib = /^src\/lib\/([^/.]+)/.exec(file);
  if (lib) return `lib/${lib[1]}`;
  if (file.startsWith('src/pages/')) return 'routes';
  if (file.startsWith('src/layouts/')) return 'layouts';
  return file.startsWith('src/') ? 'src' : 'outside';
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isRoute = (file: string) => file.startsWith('src/pages/');
const isFeature = (area: string) => !area.startsWith('lib/') && !['routes', 'layouts', 'src', 'outside'].includes(area);

/** Code that can end up in the browser: every .ts/.tsx module of features and lib but the server ones. */
const isBrowserSide = (file: string) =>
  /^src\/(features|lib)\//.test(file) && /\.tsx?$/.test(file) && !/\.server\.ts$/.test(file) && !isTest(file);

/** Packages that must never reach the browser (a bare name or the node: built-ins they stand for). */
const SERVER_PACKAGES =
  /^(node:.*|fs|path|os|crypto|child_process|http|https|net|url|stream|zlib|pg|better-sqlite3|kysely(\/.*)?|sharp|nodemailer|stripe|sanitize-html)$/;

/** The `<script>` blocks of an .astro file (the code that ships to the browser). */
function astroScripts(code: string): string {
  return [...code.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bis:inline\b|type=["']application\/(ld\+)?json/.test(m[0]))
    .map((m) => m[1])
    .join('\n');
}

/** The frontmatter and template of an .astro file without its browser scripts. */
const withoutScripts = (code: string) => code.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** Module specifiers a piece of code imports; type-only imports (erased at build) are left out. */
function importsIn(code: string): string[] {
  const runtime = code.replace(/^import type [^;]+;$/gm, '');
  return [...runtime.matchAll(/(?:\bfrom|\bimport|\bimport\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
}

/** The file a relative or `~/` specifier names (as a path of the tree), or null for a package. */
function resolve(from: string, spec: string): string | null {
  if (spec.startsWith('~/')) return `src/${spec.slice(2)}`;
  if (spec.startsWith('.')) return path.posix.join(path.posix.dirname(from), spec);
  return null;
}

/** The one module that writes and reads the outcome of a form post (`?durum=`, `/sent`). */
const SENT_MODULE = 'src/lib/http/sent.ts';

/** Code without its comments (which may name the convention). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:])\/\/.*$/gm, '$1');

export interface HouseRules {
  /** Arrows between features that may exist, `from -> to`. */
  allowedArrows: ReadonlySet<string>;
  /** The one feature that writes the listings table. */
  listingsOwner: string;
  /** The modules of the host (lib/serve) that features may import: its small publish interface. */
  hostInterface: readonly string[];
}

/** Every breach of the house rules in a tree of sources, one line each (empty when the house is tidy). */
export function houseViolations(tree: ReadonlyMap<string, string>, rules: HouseRules): string[] {
  const found: string[] = [];
  for (const [file, code] of tree) {
    if (!/\.(ts|tsx|astro)$/.test(file) || file.endsWith('.d.ts') || isTest(file)) continue;
    const area = areaOf(file);
    const serverCode = file.endsWith('.astro') ? withoutScripts(code) : code;
    const imports = importsIn(serverCode);

    if (/`[^`]*\$\{/.test(code) && /\bimport\(\s*`[^`]*\$\{/.test(code)) {
      found.push(`${file}: dynamic import of a template literal (the bundler cannot see what it loads)`);
    }
    if (isRoute(file) && /\.(selectFrom|insertInto|updateTable|deleteFrom|executeQuery)\(|\bsql`/.test(serverCode)) {
      found.push(`${file}: SQL in a route (call a feature's *.server.ts instead)`);
    }
    if (isRoute(file) && imports.some((spec) => /^kysely(\/|$)/.test(spec))) {
      found.push(`${file}: Kysely imported by a route`);
    }
    if (file.endsWith('.astro')) {
      for (const spec of importsIn(astroScripts(code))) {
        if (/\.server(\.ts)?$/.test(spec) || SERVER_PACKAGES.test(spec)) {
          found.push(`${file}: <script> imports server code ${spec}`);
        }
      }
    }
    if (file !== SENT_MODULE && /[?&]durum=/.test(withoutComments(code))) {
      found.push(`${file}: a "sent" address written by hand (use sentPath from lib/http/sent.ts)`);
    }
    if (file !== SENT_MODULE && /searchParams\.get\(\s*['"]durum['"]/.test(code)) {
      found.push(`${file}: a "sent" code read by hand (use sentCode from lib/http/sent.ts)`);
    }
    if (file.endsWith('.tsx') && imports.some((spec) => /^kysely(\/|$)/.test(spec))) {
      found.push(`${file}: Kysely in a .tsx component`);
    }
    if (isBrowserSide(file)) {
      for (const spec of imports) {
        if (/\.server(\.ts)?$/.test(spec) || SERVER_PACKAGES.test(spec)) {
          found.push(`${file}: browser code imports ${spec}`);
        }
      }
    }
    if (
      /^src\/(features|lib)\//.test(file) &&
      file.endsWith('.ts') &&
      !file.endsWith('.server.ts') &&
      imports.some((spec) => SERVER_PACKAGES.test(spec))
    ) {
      found.push(`${file}: uses server-only modules but is not named *.server.ts`);
    }
    if (
      area !== rules.listingsOwner &&
      /(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"]businesses['"]|\b(insert\s+into|update|delete\s+from)\s+businesses\b/i.test(
        code,
      )
    ) {
      found.push(`${file}: writes businesses outside the listings core`);
    }
    for (const spec of imports) {
      const target = resolve(file, spec);
      if (!target) continue;
      const to = areaOf(target);
      if (to === area) continue;
      if (area.startsWith('lib/') && isFeature(to)) found.push(`${file}: lib imports the feature ${to} (${spec})`);
      if (area.startsWith('lib/') && to === 'src') found.push(`${file}: lib imports the composition root (${spec})`);
      if (isFeature(area) && to === 'lib/serve' && !rules.hostInterface.includes(target.replace(/\.ts$/, ''))) {
        found.push(
          `${file}: a feature reaches the host other than through ${rules.hostInterface.join(', ')} (${spec})`,
        );
      }
      if (isFeature(area) && to === 'routes') found.push(`${file}: a feature imports a route (${spec})`);
      if (isFeature(area) && isFeature(to) && !rules.allowedArrows.has(`${area} -> ${to}`)) {
        found.push(`${file}: arrow ${area} -> ${to} is not in the table of allowed arrows (${spec})`);
      }
    }
  }
  return found;
}
