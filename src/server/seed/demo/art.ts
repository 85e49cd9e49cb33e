/**
 * Illustrations of the demo catalogue, drawn as SVG in code: nothing is downloaded and no binary
 * is committed. Each product names a shape and its colours; sharp renders the SVG and the upload
 * path's encoder turns it into WebP. No text is drawn, so no font has to be installed.
 */

export type Shape =
  | { kind: 'round'; rx?: number; ry?: number; tilt?: number; top?: 'stem' | 'leaf' | 'calyx' | 'point'; ribs?: number; spots?: boolean }
  | { kind: 'long'; width?: number; tilt?: number; cap?: string; ridges?: boolean }
  | { kind: 'carrot' }
  | { kind: 'banana' }
  | { kind: 'cluster'; berry?: number }
  | { kind: 'floret'; leaves?: string }
  | { kind: 'leaves'; size?: number }
  | { kind: 'bottle' }
  | { kind: 'block' }
  | { kind: 'cup' }
  | { kind: 'jar' }
  | { kind: 'pod' }
  | { kind: 'slice'; rind: string; seeds: string }
  | { kind: 'halved'; flesh: string; core: string; seeds?: string };

export interface Art {
  shape: Shape;
  colour: string;
  /** Second colour: caps, labels, wrappers. */
  accent?: string;
}

/** Pixels of the rendered drawing: ample for a product card, quick to encode when seeding. */
const SIZE = 640;

/** Mixes a #rrggbb colour with white (t > 0) or black (t < 0). */
function tint(hex: string, t: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = t > 0 ? 255 : 0;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(t));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A small deterministic generator, so the same catalogue always draws the same seeds and spots. */
function randomOf(seed: number): () => number {
  let s = seed || 1;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

const shaded = (id: string, c: string) =>
  `<radialGradient id="${id}" cx="36%" cy="32%" r="75%"><stop offset="0" stop-color="${tint(c, 0.45)}"/><stop offset=".55" stop-color="${c}"/><stop offset="1" stop-color="${tint(c, -0.35)}"/></radialGradient>`;
const leafPath = 'M0 0 C-34 -30 -30 -80 0 -110 C30 -80 34 -30 0 0z';
const GREEN = '#43a047';

/** One item drawn around (200, 210) in a 400 x 400 box; `id` keeps gradient ids unique per SVG. */
function item(art: Art, id: string, seed: number): string {
  const { shape, colour: c } = art;
  const accent = art.accent ?? GREEN;
  const fill = `url(#${id})`;
  const defs = `<defs>${shaded(id, c)}</defs>`;
  const random = randomOf(seed);
  const gloss = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="30" ry="16" fill="#fff" opacity=".3" transform="rotate(-35 ${x} ${y})"/>`;
  switch (shape.kind) {
    case 'round': {
      const rx = shape.rx ?? 115;
      const ry = shape.ry ?? 108;
      const top = 215 - ry;
      const parts = [`<ellipse cx="200" cy="215" rx="${rx}" ry="${ry}" fill="${fill}"/>`];
      if (shape.top === 'point') parts.push(`<path d="M170 ${top + 14} Q200 ${top - 50} 230 ${top + 14}z" fill="${fill}"/>`);
      for (let i = 1; i <= (shape.ribs ?? 0); i++) {
        const x = 200 - rx + (2 * rx * i) / ((shape.ribs ?? 0) + 1);
        parts.push(
          `<path d="M200 ${top + 6} Q${x} 215 200 ${215 + ry - 6}" stroke="${tint(c, -0.25)}" stroke-width="4" fill="none" opacity=".55"/>`,
        );
      }
      if (shape.spots)
        for (let i = 0; i < 14; i++) {
          const a = random() * Math.PI * 2;
          const r = random() * 0.8;
          parts.push(
            `<circle cx="${200 + Math.cos(a) * rx * r}" cy="${215 + Math.sin(a) * ry * r}" r="${3 + random() * 4}" fill="${tint(c, -0.3)}" opacity=".5"/>`,
          );
        }
      parts.push(gloss(200 - rx * 0.4, 215 - ry * 0.45));
      if (shape.top === 'stem' || shape.top === 'leaf')
        parts.push(`<path d="M200 ${top + 8} q4 -26 18 -36" stroke="#6d4c41" stroke-width="9" fill="none" stroke-linecap="round"/>`);
      if (shape.top === 'leaf')
        parts.push(`<path d="${leafPath}" fill="${accent}" transform="translate(214 ${top - 20}) rotate(70) scale(.55)"/>`);
      if (shape.top === 'calyx')
        for (let i = 0; i < 5; i++)
          parts.push(`<path d="${leafPath}" fill="${accent}" transform="translate(200 ${top + 14}) rotate(${i * 72}) scale(.22 .42)"/>`);
      return `<g transform="rotate(${shape.tilt ?? 0} 200 215)">${defs}${parts.join('')}</g>`;
    }
    case 'long': {
      const w = shape.width ?? 48;
      const ridges = shape.ridges
        ? [-0.5, 0, 0.5]
            .map(
              (f) =>
                `<path d="M70 ${210 + f * w} Q200 ${200 + f * w * 1.4} 330 ${210 + f * w}" stroke="${tint(c, -0.3)}" stroke-width="4" fill="none"/>`,
            )
            .join('')
        : '';
      const cap = shape.cap
        ? `<path d="M312 ${210 - w * 0.8} Q350 210 312 ${210 + w * 0.8} L300 210z" fill="${shape.cap}"/><rect x="335" y="203" width="40" height="14" rx="7" fill="${shape.cap}"/>`
        : '';
      return `<g transform="rotate(${shape.tilt ?? -30} 200 210)">${defs}<ellipse cx="200" cy="210" rx="150" ry="${w}" fill="${fill}"/>${ridges}${cap}${gloss(150, 210 - w * 0.45)}</g>`;
    }
    case 'carrot': {
      const greens = [-25, 0, 25]
        .map((r) => `<path d="${leafPath}" fill="${accent}" transform="translate(200 110) rotate(${r}) scale(.35 .8)"/>`)
        .join('');
      const marks = [160, 200, 240, 280]
        .map((y) => `<path d="M${182 + (y - 160) / 10} ${y} l18 -3" stroke="${tint(c, -0.3)}" stroke-width="4" stroke-linecap="round"/>`)
        .join('');
      return `<g transform="rotate(-25 200 230)">${defs}${greens}<path d="M200 370 C182 300 150 170 158 124 Q200 100 242 124 C250 170 218 300 200 370z" fill="${fill}"/>${marks}</g>`;
    }
    case 'banana': {
      const one = (dx: number, dy: number, r: number) =>
        `<g transform="translate(${dx} ${dy}) rotate(${r} 200 220)"><path d="M80 170 Q200 340 330 150 Q346 142 340 164 Q220 370 72 186 Q66 168 80 170z" fill="${fill}" stroke="${tint(c, -0.3)}" stroke-width="3"/><circle cx="76" cy="178" r="9" fill="#5d4037"/></g>`;
      return `${defs}${one(0, 20, 8)}${one(0, 0, 0)}${one(0, -22, -8)}`;
    }
    case 'cluster': {
      const r = shape.berry ?? 26;
      const berries: string[] = [];
      [5, 4, 3, 2, 1].forEach((n, row) => {
        for (let i = 0; i < n; i++)
          berries.push(`<circle cx="${200 + (i - (n - 1) / 2) * r * 1.8}" cy="${130 + row * r * 1.65}" r="${r}" fill="${fill}"/>`);
      });
      return `${defs}<path d="M200 110 q6 -30 26 -40" stroke="#6d4c41" stroke-width="8" fill="none" stroke-linecap="round"/>${berries.join('')}`;
    }
    case 'floret': {
      const heads: string[] = [];
      for (let i = 0; i < 16; i++) {
        const a = Math.PI + (Math.PI * i) / 15;
        const d = 70 + random() * 40;
        heads.push(`<circle cx="${200 + Math.cos(a) * d}" cy="${200 + Math.sin(a) * d * 0.8}" r="${38 + random() * 10}" fill="${fill}"/>`);
      }
      heads.push(`<circle cx="200" cy="170" r="70" fill="${fill}"/>`);
      const leaves = shape.leaves
        ? [-60, 60]
            .map((r) => `<path d="${leafPath}" fill="${shape.leaves}" transform="translate(200 320) rotate(${r}) scale(.9 1.2)"/>`)
            .join('')
        : '';
      return `${defs}<path d="M170 320 L180 200 L220 200 L230 320z" fill="${tint(accent, 0.3)}"/>${leaves}${heads.join('')}`;
    }
    case 'leaves': {
      const s = shape.size ?? 1;
      return [-40, -14, 14, 40]
        .map((r, i) => {
          const shade = tint(c, i % 2 ? -0.15 : 0.05);
          return `<g transform="translate(200 340) rotate(${r}) scale(${s * 1.25} ${s * 2})"><path d="${leafPath}" fill="${shade}"/><path d="M0 0 L0 -100" stroke="${tint(c, 0.4)}" stroke-width="2"/></g>`;
        })
        .join('');
    }
    case 'bottle':
      return `${defs}<rect x="175" y="70" width="50" height="50" fill="${tint(c, -0.05)}"/><rect x="168" y="52" width="64" height="28" rx="8" fill="${accent}"/><path d="M175 120 Q130 140 130 190 L130 330 Q130 350 150 350 L250 350 Q270 350 270 330 L270 190 Q270 140 225 120z" fill="${fill}"/><rect x="130" y="220" width="140" height="70" fill="${accent}"/><path d="M200 232 q18 22 0 42 q-18 -20 0 -42z" fill="#fff"/>${gloss(160, 180)}`;
    case 'block':
      return `${defs}<path d="M90 190 L200 140 L320 175 L210 225z" fill="${tint(c, 0.35)}"/><path d="M90 190 L210 225 L210 340 L90 300z" fill="${fill}"/><path d="M210 225 L320 175 L320 290 L210 340z" fill="${tint(c, -0.2)}"/>${art.accent ? `<path d="M90 240 L210 280 L320 230 L320 260 L210 310 L90 270z" fill="${accent}" opacity=".85"/>` : ''}`;
    case 'cup':
      return `${defs}<path d="M110 170 L290 170 L265 330 Q200 350 135 330z" fill="${accent}"/><ellipse cx="200" cy="170" rx="90" ry="26" fill="${fill}"/><ellipse cx="200" cy="168" rx="70" ry="16" fill="${tint(c, 0.5)}"/><rect x="125" y="230" width="150" height="30" fill="#fff" opacity=".5"/>`;
    case 'jar':
      return `${defs}<rect x="130" y="110" width="140" height="40" rx="10" fill="${accent}"/><rect x="115" y="145" width="170" height="200" rx="36" fill="${fill}" opacity=".95"/><rect x="130" y="215" width="140" height="60" rx="8" fill="#fff" opacity=".6"/>${gloss(150, 180)}`;
    case 'pod': {
      const peas = [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<circle cx="${115 + i * 42}" cy="${205 - Math.sin((i / 4) * Math.PI) * 12}" r="22" fill="${tint(c, 0.25)}" stroke="${tint(c, -0.2)}" stroke-width="3"/>`,
        )
        .join('');
      return `${defs}<g transform="rotate(-18 200 210)"><path d="M70 210 Q200 100 340 190 Q200 300 70 210z" fill="${fill}"/>${peas}</g>`;
    }
    case 'slice': {
      const seeds = [0, 1, 2, 3, 4, 5, 6]
        .map((i) => `<ellipse cx="${120 + i * 27}" cy="${200 + (i % 2) * 30}" rx="5" ry="9" fill="${shape.seeds}"/>`)
        .join('');
      return `${defs}<path d="M60 170 A140 140 0 0 0 340 170z" fill="${shape.rind}"/><path d="M80 170 A120 120 0 0 0 320 170z" fill="${fill}"/>${seeds}`;
    }
    case 'halved': {
      const seeds = shape.seeds
        ? Array.from({ length: 22 }, (_, i) => {
            const a = (i / 22) * Math.PI * 2;
            return `<ellipse cx="${200 + Math.cos(a) * 52}" cy="${215 + Math.sin(a) * 62}" rx="4" ry="7" fill="${shape.seeds}" transform="rotate(${(a * 180) / Math.PI + 90} ${200 + Math.cos(a) * 52} ${215 + Math.sin(a) * 62})"/>`;
          }).join('')
        : '';
      return `${defs}<ellipse cx="200" cy="215" rx="115" ry="135" fill="${fill}"/><ellipse cx="200" cy="215" rx="96" ry="116" fill="${shape.flesh}"/><ellipse cx="200" cy="225" rx="40" ry="46" fill="${shape.core}"/>${seeds}`;
    }
  }
}

/** The backdrop: the category's colour, a soft light and a shadow for the item to stand on. */
function backdrop(background: string, id: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(background, 0.55)}"/><stop offset="1" stop-color="${background}"/></linearGradient></defs><rect width="400" height="400" fill="url(#${id})"/><circle cx="330" cy="70" r="90" fill="#fff" opacity=".18"/><circle cx="60" cy="350" r="70" fill="#fff" opacity=".12"/><ellipse cx="200" cy="350" rx="130" ry="18" fill="#000" opacity=".12"/>`;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 400 400">${body}</svg>`;

/** One product on its category's backdrop. */
export function productSvg(art: Art, background: string, seed: number): Buffer {
  return Buffer.from(svg(`${backdrop(background, 'bg')}${item(art, 'it', seed)}`));
}

/** A category: three of its products side by side. */
export function categorySvg(arts: readonly Art[], background: string): Buffer {
  // Two behind, one larger in front, centred on the backdrop's shadow.
  const places = [
    [20, 55, 0.5],
    [180, 55, 0.5],
    [80, 125, 0.6],
  ] as const;
  const items = arts
    .slice(0, 3)
    .map((art, i) => {
      const [x, y, s] = places[i] ?? places[0];
      return `<g transform="translate(${x} ${y}) scale(${s})">${item(art, `it${i}`, i + 1)}</g>`;
    })
    .join('');
  return Buffer.from(svg(`${backdrop(background, 'bg')}${items}`));
}
