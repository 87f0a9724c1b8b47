// Draws a listing's review invitation (POSTER_SIZES) as SVG and as PDF from one layout, so both print the
// same. The QR code is the `qrcode` package's; the PDF embeds DejaVu Sans (shipped by dejavu-fonts-ttf)
// because the PDF standard fonts have no ğ, ş or ı.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { POSTER_MSG, POSTER_SIZES, type PosterSize } from '~/features/reviews/poster.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { siteOrigin, siteUrl } from '~/lib/origin.ts';
import { reviewInvitePath } from '~/lib/paths.ts';
import { SITE_NAME } from '~/lib/site.ts';
import { escapeHtml } from '~/lib/ui/html.ts';

const require = createRequire(import.meta.url);
const FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
const BRAND = '#9a3412';
const INK = '#1e293b';
/** An average DejaVu Sans glyph is about this share of the font size wide (bold a little more). */
const GLYPH_WIDTH = { regular: 0.56, bold: 0.64 } as const;
const PT_PER_MM = 72 / 25.4;

interface TextLine {
  text: string;
  /** Top of the line, in mm. */
  top: number;
  size: number;
  bold: boolean;
  color: string;
}

interface Layout {
  width: number;
  height: number;
  lines: TextLine[];
  qr: { x: number; y: number; size: number };
}

/** Breaks text at spaces into at most `max` lines that fit `width` mm at `size` (the last one shortened). */
function wrap(text: string, width: number, size: number, bold: boolean, max: number): string[] {
  const perLine = Math.max(4, Math.floor(width / (size * GLYPH_WIDTH[bold ? 'bold' : 'regular'])));
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const kept = lines.slice(0, max).map((line) => (line.length > perLine ? `${line.slice(0, perLine - 1)}…` : line));
  if (lines.length > max) kept[max - 1] = `${(kept[max - 1] ?? '').slice(0, perLine - 1)}…`;
  return kept;
}

/** Where everything goes on a sheet of `size` for the listing `name`. */
function layoutOf(size: PosterSize, name: string): Layout {
  const { width, height } = POSTER_SIZES[size];
  const margin = width * 0.08;
  const inner = width - 2 * margin;
  const lines: TextLine[] = [];
  let y = margin;
  const add = (text: string, fontSize: number, bold: boolean, color: string, max: number, gap: number) => {
    for (const line of wrap(text, inner, fontSize, bold, max)) {
      lines.push({ text: line, top: y, size: fontSize, bold, color });
      y += fontSize * 1.2;
    }
    y += gap;
  };
  if (size === 'etiket') {
    add(name, width * 0.065, true, INK, 2, width * 0.02);
    const qrSize = Math.min(inner, height - y - margin - width * 0.08);
    const qr = { x: (width - qrSize) / 2, y, size: qrSize };
    y += qrSize + width * 0.02;
    add(POSTER_MSG.stickerCall, width * 0.06, true, BRAND, 1, 0);
    return { width, height, lines, qr };
  }
  add(POSTER_MSG.heading, width * 0.065, true, BRAND, 2, width * 0.025);
  add(name, width * 0.06, true, INK, 3, width * 0.035);
  const qrTop = y;
  // The lines under the code are set from the foot up, so the code takes the room that is left.
  const footerSize = width * 0.03;
  const bottom: TextLine[] = [];
  let foot = height - margin * 0.6 - footerSize;
  bottom.push({
    text: `${SITE_NAME} · ${new URL(siteOrigin()).host}`,
    top: foot,
    size: footerSize,
    bold: false,
    color: INK,
  });
  foot -= width * 0.035;
  const under = (text: string, fontSize: number, max: number) => {
    const wrapped = wrap(text, inner, fontSize, false, max);
    foot -= wrapped.length * fontSize * 1.2;
    wrapped.forEach((line, i) => {
      bottom.push({ text: line, top: foot + i * fontSize * 1.2, size: fontSize, bold: false, color: INK });
    });
  };
  under(POSTER_MSG.everyView, width * 0.034, 2);
  foot -= width * 0.015;
  under(POSTER_MSG.scan, width * 0.04, 3);
  const qrSize = Math.min(width * 0.6, foot - qrTop - width * 0.04);
  const qr = { x: (width - qrSize) / 2, y: qrTop + (foot - qrTop - width * 0.04 - qrSize) / 2, size: qrSize };
  return { width, height, lines: [...lines, ...bottom], qr };
}

/** The address the code opens: the listing's review form, its reviews marked as from the poster. */
function reviewInviteUrl(businessId: number): string {
  return siteUrl(reviewInvitePath(businessId));
}

/** The invitation as an SVG document sized in millimetres. */
export async function posterSvg(businessId: number, name: string, size: PosterSize): Promise<string> {
  const layout = layoutOf(size, name);
  const code = await QRCode.toString(reviewInviteUrl(businessId), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 0,
  });
  const { x, y, size: qrSize } = layout.qr;
  const qr = code.replace('<svg ', `<svg x="${x}" y="${y}" width="${qrSize}" height="${qrSize}" `);
  const text = layout.lines
    .map(
      (line) =>
        `<text x="${layout.width / 2}" y="${(line.top + line.size * 0.93).toFixed(2)}" font-size="${line.size.toFixed(2)}" font-weight="${line.bold ? 700 : 400}" fill="${line.color}">${escapeHtml(line.text)}</text>`,
    )
    .join('\n  ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}mm" height="${layout.height}mm" viewBox="0 0 ${layout.width} ${layout.height}" font-family="'DejaVu Sans', 'Noto Sans', Arial, sans-serif" text-anchor="middle">
  <title>${escapeHtml(`${name} — ${POSTER_MSG.heading}`)}</title>
  <rect width="100%" height="100%" fill="#ffffff"/>
  ${text}
  ${qr}
</svg>
`;
}

/** The A6 invitation of a listing to show inline on its owner's page (no XML declaration), '' for none. */
export async function posterPreview(db: Db, businessId: number): Promise<string> {
  const listing = await db.selectFrom('businesses').select('name').where('id', '=', businessId).executeTakeFirst();
  return listing ? (await posterSvg(businessId, listing.name, 'a6')).replace(/^<\?xml[^>]*>\s*/, '') : '';
}

/** The invitation as a one-page PDF of the sheet's size, its text in an embedded Turkish-capable font. */
export function posterPdf(businessId: number, name: string, size: PosterSize): Promise<Buffer> {
  const layout = layoutOf(size, name);
  const mm = (n: number) => n * PT_PER_MM;
  const doc = new PDFDocument({
    size: [mm(layout.width), mm(layout.height)],
    margin: 0,
    info: { Title: `${name} — ${POSTER_MSG.heading}`, Subject: name, Creator: SITE_NAME },
  });
  doc.registerFont('regular', FONT.regular);
  doc.registerFont('bold', FONT.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const line of layout.lines) {
    doc
      .font(line.bold ? 'bold' : 'regular')
      .fontSize(mm(line.size))
      .fillColor(line.color)
      .text(line.text, 0, mm(line.top), { width: mm(layout.width), align: 'center', lineBreak: false });
  }
  const modules = QRCode.create(reviewInviteUrl(businessId), { errorCorrectionLevel: 'M' }).modules;
  const cell = layout.qr.size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col))
        doc.rect(mm(layout.qr.x + col * cell), mm(layout.qr.y + row * cell), mm(cell), mm(cell));
    }
  }
  doc.fillColor('#000000').fill();
  doc.end();
  return done;
}
