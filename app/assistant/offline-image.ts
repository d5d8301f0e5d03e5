/**
 * The offline provider's image: a small SVG drawn in code from the words of the request, the same
 * request always giving the same picture (a sun or a moon over hills, in the app's warm colours).
 */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const PALETTES = [
  { sky: ["#fdf6ec", "#f3d9b1"], hills: ["#c98b5b", "#a86a3d", "#7a4a2a"], orb: "#f5b041" },
  { sky: ["#eef4f7", "#c9dde6"], hills: ["#8fb3a6", "#6a9486", "#46695d"], orb: "#f7e7a1" },
  { sky: ["#f6eef6", "#e2c6dc"], hills: ["#b08bb0", "#8a6690", "#5e4466"], orb: "#fbe3b8" },
  { sky: ["#1f2a44", "#3d4d72"], hills: ["#2c3a5a", "#24304b", "#1a2338"], orb: "#f4f1de" },
] as const;

export function offlineImageSvg(request: string): string {
  const h = hash(request.trim().toLowerCase());
  const p = PALETTES[h % PALETTES.length]!;
  const orbX = 80 + ((h >>> 3) % 352);
  const orbY = 70 + ((h >>> 7) % 80);
  const hill = (base: number, amp: number, seed: number, fill: string) => {
    const a = base - ((seed >>> 2) % amp);
    const b = base - ((seed >>> 9) % amp);
    return `<path d="M0 ${base} Q 128 ${a} 256 ${base} T 512 ${b} V 512 H 0 Z" fill="${fill}"/>`;
  };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`,
    `<rect width="512" height="512" fill="url(#s)"/>`,
    `<circle cx="${orbX}" cy="${orbY}" r="${36 + (h % 24)}" fill="${p.orb}" opacity="0.9"/>`,
    hill(330, 60, h, p.hills[0]),
    hill(390, 50, h >>> 5, p.hills[1]),
    hill(450, 40, h >>> 11, p.hills[2]),
    `</svg>`,
  ].join("");
}
