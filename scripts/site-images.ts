/**
 * Generates the public site's illustrations (no stock downloads are possible here): five mockups per
 * portfolio project, one hero per service tag, a generic fallback, the broken-image placeholder and the
 * Open Graph picture. Run `npx tsx scripts/site-images.ts` after changing the portfolio; the output
 * under public/images is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { GALLERY_SIZE, PORTFOLIO } from '../content/portfolio';
import { TAG_INFO } from '../content/tags';
import { SERVICE_TAGS, type PortfolioProject, type ServiceTag } from '../content/types';

const OUT = path.join(process.cwd(), 'public/images');
const W = 1200;
const H = 800;
const FONT = 'font-family="Inter, \'Segoe UI\', Helvetica, Arial, sans-serif"';
const ACCENTS = ['#f59e0b', '#22d3ee', '#f472b6', '#a3e635', '#fb7185', '#38bdf8', '#facc15'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const text = (x: number, y: number, s: string, size: number, fill: string, weight = 400, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(s)}</text>`;
const lines = (x: number, y: number, widths: number[], fill: string, h = 8, gap = 16) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join('');

type Ctx = { p: PortfolioProject; tag: ServiceTag; c: string; soft: string; accent: string; seed: number };

function wrap(s: string, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    if ((line + ' ' + word).trim().length > max && line) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out.slice(0, 3);
}

function background(ctx: Ctx, id: string): string {
  return `<defs><linearGradient id="bg${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ctx.c}"/><stop offset="1" stop-color="#0f172a"/></linearGradient>
<clipPath id="scr${id}"><rect width="${W}" height="${H}"/></clipPath></defs>
${rect(0, 0, W, H, `url(#bg${id})`)}
<circle cx="${1050 - (ctx.seed % 4) * 60}" cy="${120 + (ctx.seed % 3) * 40}" r="220" fill="${ctx.accent}" opacity=".16"/>
<circle cx="${120 + (ctx.seed % 5) * 30}" cy="700" r="260" fill="#ffffff" opacity=".06"/>
<g opacity=".12" fill="#fff">${Array.from({ length: 24 }, (_, i) => `<circle cx="${60 + (i % 6) * 26}" cy="${60 + Math.floor(i / 6) * 26}" r="3"/>`).join('')}</g>`;
}

function browser(x: number, y: number, w: number, h: number, inner: string, id: string): string {
  return `<g><rect x="${x + 6}" y="${y + 14}" width="${w}" height="${h}" rx="14" fill="#000" opacity=".25"/>
${rect(x, y, w, h, '#ffffff', 14)}${rect(x, y, w, 40, '#eef0f5', 14)}${rect(x, y + 26, w, 14, '#eef0f5')}
<circle cx="${x + 22}" cy="${y + 20}" r="6" fill="#f87171"/><circle cx="${x + 42}" cy="${y + 20}" r="6" fill="#fbbf24"/><circle cx="${x + 62}" cy="${y + 20}" r="6" fill="#34d399"/>
${rect(x + 90, y + 10, Math.min(420, w - 120), 20, '#ffffff', 10)}
<clipPath id="b${id}"><rect x="${x}" y="${y + 40}" width="${w}" height="${h - 40}" rx="0"/></clipPath>
<g clip-path="url(#b${id})"><g transform="translate(${x} ${y + 40})">${inner}</g></g></g>`;
}

function phone(x: number, y: number, w: number, h: number, inner: string, id: string): string {
  return `<g><rect x="${x + 6}" y="${y + 14}" width="${w}" height="${h}" rx="34" fill="#000" opacity=".3"/>
${rect(x, y, w, h, '#111827', 34)}${rect(x + 10, y + 10, w - 20, h - 20, '#ffffff', 26)}
<clipPath id="p${id}"><rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="26"/></clipPath>
<g clip-path="url(#p${id})"><g transform="translate(${x + 10} ${y + 10})">${inner}</g></g>
${rect(x + w / 2 - 30, y + 16, 60, 10, '#111827', 5)}</g>`;
}

function nav(ctx: Ctx, w: number): string {
  const brand = ctx.p.title.split(':')[0];
  return `${rect(0, 0, w, 56, '#ffffff')}<circle cx="30" cy="28" r="12" fill="${ctx.c}"/>${text(50, 34, brand, 15, '#0f172a', 700)}
${[0, 1, 2, 3].map((i) => rect(w - 360 + i * 70, 24, 50, 8, '#cbd5e1', 4)).join('')}${rect(w - 90, 16, 70, 24, ctx.c, 12)}`;
}

function hero(ctx: Ctx, w: number, h: number): string {
  const title = wrap(ctx.p.title.split(':')[0], 18);
  return `${rect(0, 56, w, h - 56, ctx.soft)}${nav(ctx, w)}
${title.map((t, i) => text(40, 140 + i * 44, t, 38, '#0f172a', 800)).join('')}
${lines(40, 150 + title.length * 44, [w * 0.38, w * 0.32, w * 0.24], '#94a3b8', 9, 20)}
${rect(40, 230 + title.length * 44, 150, 42, ctx.c, 21)}${text(115, 257 + title.length * 44, 'Saiba mais', 15, '#fff', 600, 'middle')}
${rect(205, 230 + title.length * 44, 130, 42, '#ffffff', 21, `stroke="${ctx.c}" stroke-width="2"`)}
<circle cx="${w * 0.74}" cy="${h * 0.5}" r="${h * 0.3}" fill="${ctx.c}" opacity=".9"/>
<circle cx="${w * 0.74 + 70}" cy="${h * 0.5 - 80}" r="${h * 0.12}" fill="${ctx.accent}"/>
${rect(w * 0.6, h * 0.58, w * 0.28, h * 0.22, '#ffffff', 16)}${lines(w * 0.62, h * 0.62, [w * 0.18, w * 0.22, w * 0.14], '#cbd5e1', 8, 18)}`;
}

function cards(ctx: Ctx, w: number, y: number): string {
  const cw = (w - 80 - 40) / 3;
  return [0, 1, 2]
    .map((i) => {
      const x = 40 + i * (cw + 20);
      const label = ctx.p.features?.[i] ?? 'Destaque';
      return `${rect(x, y, cw, 170, '#ffffff', 14, 'stroke="#e2e8f0"')}${rect(x + 20, y + 20, 44, 44, i === 1 ? ctx.accent : ctx.c, 12)}
${wrap(label, 22)
  .slice(0, 2)
  .map((t, j) => text(x + 20, y + 92 + j * 20, t, 15, '#0f172a', 700))
  .join('')}${lines(x + 20, y + 132, [cw - 60, cw - 100], '#cbd5e1', 7, 14)}`;
    })
    .join('');
}

function products(ctx: Ctx, w: number, y: number, cols: number, rows: number): string {
  const gap = 18;
  const cw = (w - 80 - gap * (cols - 1)) / cols;
  const shapes = ['circle', 'rect', 'tri'];
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let i = 0; i < cols; i++) {
      const x = 40 + i * (cw + gap);
      const yy = y + r * 250;
      const k = (r * cols + i + ctx.seed) % 3;
      const cx = x + cw / 2;
      const shape =
        shapes[k] === 'circle'
          ? `<circle cx="${cx}" cy="${yy + 80}" r="44" fill="${ctx.c}"/>`
          : shapes[k] === 'rect'
            ? rect(cx - 40, yy + 40, 80, 80, ctx.accent, 14)
            : `<path d="M${cx} ${yy + 34} L${cx + 48} ${yy + 122} L${cx - 48} ${yy + 122}Z" fill="${ctx.c}" opacity=".85"/>`;
      out += `${rect(x, yy, cw, 230, '#ffffff', 14, 'stroke="#e2e8f0"')}${rect(x + 10, yy + 10, cw - 20, 140, ctx.soft, 10)}${shape}
${lines(x + 16, yy + 166, [cw - 70], '#94a3b8', 8)}${text(x + 16, yy + 210, `R$ ${79 + (((r * cols + i) * 37 + ctx.seed * 11) % 180)},90`, 16, '#0f172a', 700)}
${rect(x + cw - 52, yy + 188, 36, 30, ctx.c, 8)}`;
    }
  return out;
}

function dashboard(ctx: Ctx, w: number, h: number): string {
  const kpis = ['Receita', 'Pedidos', 'Clientes', 'Conversão'];
  const pts = Array.from(
    { length: 9 },
    (_, i) => `${250 + i * ((w - 320) / 8)},${h - 90 - ((i * 37 + ctx.seed * 13) % 90) - i * 14}`,
  ).join(' ');
  return `${rect(0, 0, w, h, '#f8fafc')}${rect(0, 0, 200, h, '#0f172a')}<circle cx="34" cy="34" r="12" fill="${ctx.c}"/>
${text(54, 40, ctx.p.title.split(' ')[0], 14, '#fff', 700)}
${[0, 1, 2, 3, 4, 5].map((i) => rect(24, 90 + i * 40, i === 0 ? 150 : 120, 10, i === 0 ? ctx.accent : '#334155', 5)).join('')}
${kpis.map((k, i) => `${rect(230 + i * ((w - 260) / 4), 30, (w - 260) / 4 - 16, 90, '#fff', 12, 'stroke="#e2e8f0"')}${text(248 + i * ((w - 260) / 4), 60, k, 13, '#64748b', 500)}${text(248 + i * ((w - 260) / 4), 98, ['R$ 48,2 mil', '1.284', '932', '3,4%'][i], 22, '#0f172a', 800)}`).join('')}
${rect(230, 140, w - 260, h - 170, '#fff', 12, 'stroke="#e2e8f0"')}${text(250, 172, 'Desempenho mensal', 15, '#0f172a', 700)}
<polyline points="${pts}" fill="none" stroke="${ctx.c}" stroke-width="4" stroke-linejoin="round"/>
<polyline points="${pts} ${w - 70},${h - 60} 250,${h - 60}" fill="${ctx.c}" opacity=".1"/>`;
}

function chat(ctx: Ctx, w: number, h: number, compact = false): string {
  const msgs = compact
    ? [
        ['in', 'Olá! Posso ajudar?'],
        ['out', 'Quero um orçamento.'],
        ['in', 'Claro! Qual serviço?'],
        ['out', 'Agendar visita.'],
        ['in', 'Amanhã às 10h?'],
        ['out', 'Perfeito!'],
        ['in', 'Agendado! ✓'],
      ]
    : [
        ['in', 'Olá! Como posso ajudar?'],
        ['out', 'Quero saber preços e prazos.'],
        ['in', 'Claro! Vou te mostrar as opções.'],
        ['in', 'Posso agendar para amanhã às 10h?'],
        ['out', 'Perfeito, pode agendar.'],
        ['in', 'Agendado! Você receberá um lembrete.'],
      ];
  const fs = compact ? 13 : 16;
  const bh = compact ? 34 : 42;
  let y = compact ? 76 : 90;
  let out = `${rect(0, 0, w, h, '#ece5dd')}${rect(0, 0, w, compact ? 60 : 70, ctx.c)}<circle cx="${compact ? 30 : 40}" cy="${compact ? 30 : 35}" r="${compact ? 14 : 18}" fill="#fff"/>
${text(compact ? 54 : 70, compact ? 36 : 42, 'Assistente virtual', compact ? 14 : 18, '#fff', 700)}`;
  for (const [dir, m] of msgs) {
    const bw = Math.min(w - 40, m.length * fs * 0.56 + 28);
    const x = dir === 'in' ? 16 : w - bw - 16;
    out += `${rect(x, y, bw, bh, dir === 'in' ? '#ffffff' : '#dcf8c6', 12)}${text(x + 14, y + bh / 2 + fs / 3, m, fs, '#111827', 500)}`;
    y += bh + (compact ? 10 : 14);
    if (y > h - 60) break;
  }
  return out;
}

function landing(ctx: Ctx, w: number, h: number): string {
  const title = wrap(ctx.p.description, 34);
  return `${rect(0, 0, w, h, '#0f172a')}<circle cx="${w - 120}" cy="80" r="160" fill="${ctx.c}" opacity=".5"/>
${rect(40, 40, 180, 28, ctx.accent, 14)}${text(130, 59, 'OFERTA ESPECIAL', 13, '#0f172a', 800, 'middle')}
${title.map((t, i) => text(40, 120 + i * 34, t, 28, '#ffffff', 800)).join('')}
${['02', '14', '37', '09'].map((n, i) => `${rect(40 + i * 84, 240, 70, 70, '#1e293b', 12)}${text(75 + i * 84, 285, n, 26, '#fff', 800, 'middle')}`).join('')}
${rect(w - 380, 200, 340, h - 240, '#ffffff', 16)}${text(w - 360, 236, 'Garanta sua vaga', 18, '#0f172a', 800)}
${[0, 1, 2].map((i) => rect(w - 360, 256 + i * 52, 300, 40, '#f1f5f9', 8, 'stroke="#e2e8f0"')).join('')}
${rect(w - 360, 416, 300, 46, ctx.c, 10)}${text(w - 210, 445, 'Quero participar', 16, '#fff', 700, 'middle')}`;
}

function seo(ctx: Ctx, w: number, h: number): string {
  const bars = Array.from({ length: 8 }, (_, i) => 40 + i * 24 + ((i * 17 + ctx.seed) % 30));
  return `${rect(0, 0, w, h, '#ffffff')}${rect(30, 26, w * 0.55, 44, '#f1f5f9', 22, 'stroke="#e2e8f0"')}<circle cx="56" cy="48" r="9" fill="none" stroke="#64748b" stroke-width="3"/>
${text(78, 54, ctx.p.title.split(':')[0].toLowerCase(), 16, '#334155', 500)}
${[0, 1, 2].map((i) => `${text(30, 110 + i * 78, ['1º', '2º', '3º'][i], 22, i === 0 ? ctx.c : '#94a3b8', 800)}${rect(80, 94 + i * 78, w * 0.38, 12, i === 0 ? ctx.c : '#cbd5e1', 6)}${lines(80, 118 + i * 78, [w * 0.45, w * 0.3], '#e2e8f0', 7, 14)}`).join('')}
${rect(w * 0.62, 90, w * 0.34, h - 120, '#f8fafc', 14, 'stroke="#e2e8f0"')}${text(w * 0.64, 122, 'Tráfego orgânico', 15, '#0f172a', 700)}
${bars.map((b, i) => rect(w * 0.645 + i * ((w * 0.3) / 8), h - 50 - b, (w * 0.3) / 8 - 8, b, i > 5 ? ctx.c : ctx.accent, 4)).join('')}`;
}

function institutional(ctx: Ctx, w: number, h: number): string {
  return `${rect(0, 0, w, h, '#ffffff')}${nav(ctx, w)}${rect(40, 90, w * 0.42, h - 130, ctx.soft, 16)}
<circle cx="${40 + w * 0.21}" cy="${90 + (h - 130) / 2 - 20}" r="70" fill="${ctx.c}"/>${rect(40 + w * 0.21 - 110, 90 + (h - 130) / 2 + 70, 220, 60, ctx.c, 30, 'opacity=".6"')}
${text(w * 0.5, 130, 'Quem somos', 14, ctx.c, 700)}${text(w * 0.5, 170, 'Tradição e cuidado', 30, '#0f172a', 800)}
${lines(w * 0.5, 200, [w * 0.4, w * 0.42, w * 0.36, w * 0.4, w * 0.3], '#cbd5e1', 9, 22)}
${['+15', '98%', '4,9'].map((n, i) => `${text(w * 0.5 + i * 150, 360, n, 32, ctx.c, 800)}${rect(w * 0.5 + i * 150, 376, 90, 8, '#e2e8f0', 4)}`).join('')}`;
}

function detail(ctx: Ctx, w: number, h: number): string {
  switch (ctx.tag) {
    case 'ecommerce':
      return `${rect(0, 0, w, h, '#f8fafc')}${nav(ctx, w)}${products(ctx, w, 86, 4, 2)}`;
    case 'aplicacao-web':
      return dashboard(ctx, w, h);
    case 'automacao-chatbots':
      return chat(ctx, w, h);
    case 'landing-page':
      return landing(ctx, w, h);
    case 'seo-marketing':
      return seo(ctx, w, h);
    default:
      return institutional(ctx, w, h);
  }
}

function mobile(ctx: Ctx, w: number, h: number, kind: number): string {
  if (ctx.tag === 'automacao-chatbots' && kind !== 1) return chat(ctx, w, h, true);
  const title = wrap(ctx.p.title.split(':')[0], 12);
  const head = `${rect(0, 0, w, h, kind === 2 ? '#f8fafc' : ctx.soft)}${rect(0, 0, w, 56, '#ffffff')}<circle cx="26" cy="32" r="10" fill="${ctx.c}"/>${rect(w - 46, 26, 26, 4, '#0f172a', 2)}${rect(w - 46, 34, 26, 4, '#0f172a', 2)}`;
  if (kind === 2 && ctx.tag === 'ecommerce') return `${head}${products(ctx, w + 60, 76, 2, 2).replace(/R\$ /g, 'R$')}`;
  if (kind === 2 && ctx.tag === 'aplicacao-web')
    return `${head}${[0, 1, 2, 3].map((i) => `${rect(16, 80 + i * 96, w - 32, 80, '#fff', 12, 'stroke="#e2e8f0"')}${rect(30, 96 + i * 96, 40, 40, i % 2 ? ctx.accent : ctx.c, 10)}${lines(84, 100 + i * 96, [w - 130, w - 170], '#cbd5e1', 8, 18)}`).join('')}`;
  return `${head}${title.map((t, i) => text(20, 110 + i * 32, t, 26, '#0f172a', 800)).join('')}
${lines(20, 124 + title.length * 32, [w - 60, w - 90, w - 120], '#94a3b8', 7, 16)}${rect(20, 190 + title.length * 32, w - 40, 44, ctx.c, 22)}
${rect(20, 250 + title.length * 32, w - 40, 150, '#ffffff', 14)}<circle cx="${w / 2}" cy="${325 + title.length * 32}" r="46" fill="${ctx.accent}" opacity=".9"/>`;
}

function projectImage(p: PortfolioProject, n: number): string {
  const tag = p.tags[0];
  const seed = Number(p.id);
  const ctx: Ctx = {
    p,
    tag,
    c: TAG_INFO[tag].colour,
    soft: TAG_INFO[tag].soft,
    accent: ACCENTS[seed % ACCENTS.length],
    seed,
  };
  const id = `${p.id}-${n}`;
  let body: string;
  if (n === 1) {
    body =
      browser(90, 110, 860, 560, hero(ctx, 860, 520), id) + phone(880, 300, 240, 460, mobile(ctx, 220, 440, 1), id);
  } else if (n === 2) {
    body = browser(
      110,
      70,
      980,
      660,
      `${hero(ctx, 980, 380)}${rect(0, 380, 980, 300, '#f8fafc')}${cards(ctx, 980, 410)}`,
      id,
    );
  } else if (n === 3) {
    body = [0, 1, 2]
      .map((i) => phone(150 + i * 320, 90 + (i === 1 ? -20 : 30), 260, 640, mobile(ctx, 240, 620, i + 1), `${id}${i}`))
      .join('');
  } else if (n === 4) {
    body = browser(110, 70, 980, 660, detail(ctx, 980, 620), id);
  } else {
    body =
      browser(60, 140, 760, 520, detail(ctx, 760, 480), `${id}a`) +
      phone(860, 120, 260, 600, mobile(ctx, 240, 580, 2), `${id}b`);
  }
  const label = `${p.title}: ilustração ${n}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(label)}" ${FONT}>${background(ctx, id)}${body}</svg>\n`;
}

/** A category picture: the service's colour with a browser and a phone (service-page hero, fallback). */
function categoryImage(tag: ServiceTag | 'generic'): string {
  const info = tag === 'generic' ? { label: 'Agência Digital', colour: '#3b3bd6', soft: '#e0e7ff' } : TAG_INFO[tag];
  const p: PortfolioProject = {
    id: '0',
    title: info.label,
    description: 'Resultados reais para o seu negócio com tecnologia e design.',
    image: '',
    imageUrl: '',
    tags: [tag === 'generic' ? 'site-institucional' : tag],
    websiteUrl: '',
    client: '',
    year: 2025,
    detailedDescription: '',
    technologies: [],
    demoUrl: '',
    features: ['Design exclusivo', 'Alta performance', 'Suporte dedicado'],
  };
  const ctx: Ctx = { p, tag: p.tags[0], c: info.colour, soft: info.soft, accent: '#f59e0b', seed: 3 };
  const body =
    browser(120, 120, 820, 560, detail(ctx, 820, 520), `c-${tag}`) +
    phone(860, 220, 240, 520, mobile(ctx, 220, 500, 1), `c-${tag}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(info.label)}" ${FONT}>${background(ctx, `c-${tag}`)}${body}</svg>\n`;
}

const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Imagem não disponível" ${FONT}>
${rect(0, 0, W, H, '#eef0f5')}<g fill="none" stroke="#94a3b8" stroke-width="14" stroke-linejoin="round"><rect x="480" y="300" width="240" height="180" rx="18"/><path d="M500 460l70-80 50 50 40-35 60 65"/></g><circle cx="650" cy="350" r="18" fill="#94a3b8"/>
${text(600, 540, 'Imagem não disponível', 30, '#64748b', 600, 'middle')}</svg>\n`;

function ogImage(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b3bd6"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
${rect(0, 0, 1200, 630, 'url(#g)')}<circle cx="1040" cy="120" r="240" fill="#8b5cf6" opacity=".35"/><circle cx="120" cy="600" r="220" fill="#22d3ee" opacity=".15"/>
${rect(80, 90, 84, 84, '#ffffff', 20)}${text(122, 146, 'AD', 36, '#3b3bd6', 800, 'middle')}${text(190, 146, 'Agência Digital', 40, '#ffffff', 700)}
${text(80, 300, 'Sites, lojas virtuais e', 64, '#ffffff', 800)}${text(80, 380, 'sistemas que vendem', 64, '#ffffff', 800)}
${text(80, 470, 'Sites institucionais · E-commerce · Landing pages · Aplicações web', 26, '#c7d2fe', 500)}
${text(80, 510, 'SEO & marketing · Automação & chatbots', 26, '#c7d2fe', 500)}</svg>`;
}

async function main() {
  for (const p of PORTFOLIO) {
    const dir = path.join(OUT, 'portfolio', p.id);
    mkdirSync(dir, { recursive: true });
    for (let n = 1; n <= GALLERY_SIZE; n++) writeFileSync(path.join(dir, `${n}.svg`), projectImage(p, n));
  }
  mkdirSync(path.join(OUT, 'categories'), { recursive: true });
  for (const tag of [...SERVICE_TAGS, 'generic'] as const)
    writeFileSync(path.join(OUT, 'categories', `${tag}.svg`), categoryImage(tag));
  writeFileSync(path.join(OUT, 'placeholder.svg'), placeholder);
  await sharp(Buffer.from(ogImage())).png({ compressionLevel: 9, palette: true }).toFile(path.join(OUT, 'og.png'));
  console.log(`images written to ${OUT}`);
}

main();
