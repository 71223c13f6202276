import sharp from 'sharp';

export type DemoArt = {
  label: string;
  hue: number;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
};

// DejaVu ships with most Linux images; the generic fallback keeps rendering working elsewhere.
const FONT = "'DejaVu Sans', sans-serif";

/**
 * Image bytes for a demo upload: an abstract illustration with the label in large text.
 * JPEG art is a photo stand-in (gradient, soft shapes); PNG art is a logo (flat tint, emblem),
 * because every PNG the seed asks for is a logo and a palette PNG stays small only when flat.
 */
export async function renderDemoArt(art: DemoArt): Promise<Buffer> {
  const svg = art.format === 'png' ? logoSvg(art) : photoSvg(art);
  const image = sharp(Buffer.from(svg)).resize(art.width, art.height, { fit: 'fill' });
  return art.format === 'png'
    ? image.png({ palette: true, compressionLevel: 9, effort: 7 }).toBuffer()
    : image.jpeg({ quality: 70, mozjpeg: true }).toBuffer();
}

function photoSvg(art: DemoArt): string {
  const { width: w, height: h, hue } = art;
  const random = seededRandom(`${art.label}|${hue}`);
  const circles = Array.from({ length: 6 }, () => {
    const r = (0.12 + random() * 0.28) * Math.min(w, h);
    const opacity = (0.06 + random() * 0.14).toFixed(2);
    return `<circle cx="${round(random() * w)}" cy="${round(random() * h)}" r="${round(r)}" fill="#fff" fill-opacity="${opacity}"/>`;
  }).join('');
  const crest = h * (0.68 + random() * 0.08);
  const hills =
    `<path d="M0 ${round(crest)} C ${round(w * 0.3)} ${round(crest - h * 0.16)}, ` +
    `${round(w * 0.6)} ${round(crest + h * 0.12)}, ${w} ${round(crest - h * 0.05)} ` +
    `L ${w} ${h} L 0 ${h} Z" fill="${hsl(hue + 10, 45, 22)}" fill-opacity="0.45"/>`;
  const text = labelText(art.label, {
    x: w / 2,
    centerY: h * 0.45,
    maxWidth: w * 0.84,
    maxSize: h * 0.14,
    color: '#fff',
    anchor: 'middle',
    shadow: true,
  });
  return svgDocument(
    w,
    h,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${hsl(hue, 58, 34)}"/>` +
      `<stop offset="1" stop-color="${hsl(hue + 40, 62, 56)}"/>` +
      `</linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>${circles}${hills}${text}`,
  );
}

function logoSvg(art: DemoArt): string {
  const { width: w, height: h, hue } = art;
  const radius = h * 0.32;
  const emblemX = h * 0.12 + radius;
  const initial = Array.from(art.label.trim())[0] ?? '';
  const emblem =
    `<circle cx="${round(emblemX)}" cy="${round(h / 2)}" r="${round(radius)}" fill="${hsl(hue, 55, 38)}"/>` +
    `<circle cx="${round(emblemX)}" cy="${round(h / 2)}" r="${round(radius * 0.78)}" fill="none" ` +
    `stroke="#fff" stroke-opacity="0.55" stroke-width="${round(Math.max(1, radius * 0.06))}"/>` +
    `<text x="${round(emblemX)}" y="${round(h / 2 + radius * 0.36)}" font-family="${FONT}" ` +
    `font-weight="bold" font-size="${round(radius * 1.05)}" fill="#fff" text-anchor="middle">` +
    `${escapeXml(initial.toUpperCase())}</text>`;
  const textX = emblemX + radius + h * 0.12;
  const text = labelText(art.label, {
    x: textX,
    centerY: h / 2,
    maxWidth: w - textX - h * 0.1,
    maxSize: h * 0.22,
    color: hsl(hue, 60, 24),
    anchor: 'start',
    shadow: false,
  });
  return svgDocument(
    w,
    h,
    `<rect width="${w}" height="${h}" rx="${round(h * 0.12)}" fill="${hsl(hue, 45, 95)}"/>${emblem}${text}`,
  );
}

type LabelLayout = {
  x: number;
  centerY: number;
  maxWidth: number;
  maxSize: number;
  color: string;
  anchor: 'middle' | 'start';
  shadow: boolean;
};

// DejaVu Sans Bold averages about 0.62 em per character; wrapping by that estimate is close enough.
const CHAR_WIDTH_EM = 0.62;

function labelText(label: string, layout: LabelLayout): string {
  const { lines, size } = fitLines(label.trim(), layout.maxWidth, layout.maxSize);
  const lineHeight = size * 1.2;
  const tspans = (dx: number, dy: number) =>
    lines
      .map((line, i) => {
        const y = layout.centerY + (i - (lines.length - 1) / 2) * lineHeight + size * 0.36;
        return `<tspan x="${round(layout.x + dx)}" y="${round(y + dy)}">${escapeXml(line)}</tspan>`;
      })
      .join('');
  const attributes = `font-family="${FONT}" font-weight="bold" font-size="${round(size)}" text-anchor="${layout.anchor}"`;
  const offset = Math.max(1, size * 0.05);
  const shadow = layout.shadow
    ? `<text ${attributes} fill="#000" fill-opacity="0.28">${tspans(offset, offset)}</text>`
    : '';
  return `${shadow}<text ${attributes} fill="${layout.color}">${tspans(0, 0)}</text>`;
}

/** The largest size (up to maxSize) at which the label wraps into at most three lines. */
function fitLines(label: string, maxWidth: number, maxSize: number) {
  for (let size = maxSize; size > 8; size *= 0.92) {
    const lines = wrap(label, Math.max(1, Math.floor(maxWidth / (size * CHAR_WIDTH_EM))));
    if (
      lines.length <= 3 &&
      lines.every((line) => line.length * size * CHAR_WIDTH_EM <= maxWidth)
    ) {
      return { lines, size };
    }
  }
  return { lines: wrap(label, Math.floor(maxWidth / (8 * CHAR_WIDTH_EM))).slice(0, 3), size: 8 };
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${body}</svg>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Hex rather than hsl() so the colour never depends on the SVG renderer's CSS support.
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const k = ((t % 1) + 1) % 1;
    const value =
      k < 1 / 6
        ? p + (q - p) * 6 * k
        : k < 1 / 2
          ? q
          : k < 2 / 3
            ? p + (q - p) * (2 / 3 - k) * 6
            : p;
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

/** The same label always draws the same picture, so re-seeding gives identical files. */
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
