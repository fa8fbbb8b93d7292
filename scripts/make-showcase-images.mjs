// Renders the site's product images from HTML/SVG mock-ups of Tostão's own screens (dashboard,
// WhatsApp chat), illustrated avatars, the Open Graph card and the app icons, then writes optimised
// AVIF + WebP + PNG files to apps/web/public/images. Run after changing a mock-up and commit the output:
//   node scripts/make-showcase-images.mjs
// Needs Debian chromium at /usr/bin/chromium (no browser download happens here).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { CHROMIUM, CHROMIUM_ARGS } from "./lib/chromium.mjs";

const root = new URL("../", import.meta.url).pathname;
const publicDir = join(root, "apps/web/public");
const out = join(publicDir, "images");
mkdirSync(out, { recursive: true });

const font = `"Liberation Sans", Arial, Helvetica, sans-serif`;
const brl = (n) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(n).replace(/\u00a0/g, " ");

/** Writes name.avif, name.webp and name.png at the given width (height follows the aspect ratio). */
async function writeFormats(name, png, width) {
  const base = sharp(png).resize({ width, withoutEnlargement: true });
  const { info } = await base.clone().png().toBuffer({ resolveWithObject: true });
  await base
    .clone()
    .avif({ quality: 55, effort: 6 })
    .toFile(join(out, `${name}.avif`));
  await base
    .clone()
    .webp({ quality: 78 })
    .toFile(join(out, `${name}.webp`));
  await base
    .clone()
    .png({ compressionLevel: 9, palette: true, quality: 85 })
    .toFile(join(out, `${name}.png`));
  console.log(`  ${name}: ${info.width}x${info.height}`);
  return { width: info.width, height: info.height };
}

// ---------- WhatsApp chat mock-ups ----------

const chatCss = `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { font-family: ${font}; background: #efeae2; }
  .top { background: #075e54; color: #fff; display: flex; align-items: center; gap: 10px; padding: 12px 14px; }
  .top img { width: 36px; height: 36px; border-radius: 50%; background: #fff; }
  .top b { font-size: 16px; display: block; }
  .top small { font-size: 12px; opacity: .85; }
  .wall { padding: 14px 12px; display: flex; flex-direction: column; gap: 8px;
    background-image: radial-gradient(#d9d2c5 1px, transparent 1px); background-size: 18px 18px; }
  .day { align-self: center; background: #e1f2fb; color: #3b4a54; font-size: 12px; padding: 4px 10px; border-radius: 8px; }
  .msg { max-width: 82%; padding: 7px 9px 18px; border-radius: 8px; font-size: 15px; line-height: 1.35;
    position: relative; box-shadow: 0 1px 1px rgba(0,0,0,.12); color: #111b21; white-space: pre-line; }
  .msg time { position: absolute; right: 8px; bottom: 4px; font-size: 11px; color: #667781; }
  .me { align-self: flex-end; background: #d9fdd3; }
  .bot { align-self: flex-start; background: #fff; }
  .voice { display: flex; align-items: center; gap: 8px; min-width: 210px; }
  .voice i { width: 0; height: 0; border-left: 12px solid #54656f; border-top: 8px solid transparent; border-bottom: 8px solid transparent; }
  .voice span { flex: 1; height: 4px; background: linear-gradient(90deg,#54656f 35%,#b5c0c5 35%); border-radius: 2px; }
  .receipt { width: 180px; height: 120px; border-radius: 6px; background: #fff;
    border: 1px solid #d5d5d5; font-size: 11px; padding: 8px; color: #333; font-family: "DejaVu Sans Mono", monospace; }
`;

const logoData = `data:image/svg+xml;base64,${readFileSync(join(publicDir, "favicon.svg")).toString("base64")}`;

function chatPage(messages) {
  const body = messages
    .map((m) => {
      if (m.day) return `<div class="day">${m.day}</div>`;
      return `<div class="msg ${m.from}">${m.html}<time>${m.time}</time></div>`;
    })
    .join("");
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>${chatCss}</style></head>
  <body><div class="top"><img src="${logoData}" alt=""><div><b>Tostão</b><small>online</small></div></div>
  <div class="wall">${body}</div></body></html>`;
}

const chats = {
  "chat-texto": [
    { day: "HOJE" },
    { from: "me", html: "gastei 50 no mercado ontem", time: "09:12" },
    { from: "bot", html: "✅ Despesa registrada: R$ 50,00 em Mercado, 22/11", time: "09:12" },
    { from: "me", html: "recebi 3.200 de salário", time: "09:14" },
    { from: "bot", html: "✅ Receita registrada: R$ 3.200,00 em Salário, 23/11", time: "09:14" },
    { from: "me", html: "uber 23,90", time: "09:20" },
    { from: "bot", html: "✅ Despesa registrada: R$ 23,90 em Transporte, 23/11", time: "09:20" },
  ],
  "chat-audio-foto": [
    { day: "HOJE" },
    { from: "me", html: `<div class="voice"><i></i><span></span>0:06</div>`, time: "12:31" },
    {
      from: "bot",
      html: "🎤 Entendi: “paguei 180 de luz”\n✅ Despesa registrada: R$ 180,00 em Contas, 23/11",
      time: "12:31",
    },
    {
      from: "me",
      html: `<div class="receipt">FARMÁCIA SÃO JOÃO<br>23/11/2026 12:40<br>DIPIRONA 500MG<br>PROTETOR SOLAR<br><b>TOTAL R$ 64,80</b></div>`,
      time: "12:41",
    },
    { from: "bot", html: "✅ Despesa registrada: R$ 64,80 em Saúde, 23/11", time: "12:41" },
  ],
  "chat-lembrete": [
    { day: "HOJE" },
    { from: "me", html: "me lembra de pagar o aluguel dia 10", time: "18:05" },
    { from: "bot", html: "⏰ Lembrete criado: pagar o aluguel em 10/12, às 10h.", time: "18:05" },
    { from: "me", html: "quanto gastei este mês?", time: "18:07" },
    {
      from: "bot",
      html: "📊 Despesas de 01/11 a 23/11: R$ 3.912,37\nMaior categoria: Moradia (R$ 1.650,00)",
      time: "18:07",
    },
  ],
};

// ---------- Dashboard mock-up ----------

const categories = [
  ["Moradia", 1650],
  ["Mercado", 812.45],
  ["Contas", 486.3],
  ["Transporte", 341.72],
  ["Alimentação", 289.5],
  ["Saúde", 184.8],
  ["Lazer", 147.6],
];
const transactions = [
  ["23/11", "Farmácia", "Saúde", -64.8],
  ["23/11", "Conta de luz", "Contas", -180],
  ["23/11", "Uber", "Transporte", -23.9],
  ["23/11", "Salário", "Salário", 3200],
  ["22/11", "Mercado", "Mercado", -50],
  ["21/11", "Freela site", "Freelance", 1250],
  ["20/11", "Tesouro Selic", "Investimentos", -800],
];
const kpis = [
  ["Receitas", brl(6450), "#047857"],
  ["Despesas", brl(3912.37), "#b91c1c"],
  ["Saldo", brl(2537.63), "#0f172a"],
  ["Investido", brl(800), "#1d4ed8"],
];

function dashboardPage(mobile) {
  const max = Math.max(...categories.map(([, v]) => v));
  const bars = categories
    .map(
      ([
        name,
        v,
      ]) => `<div class="bar"><span>${name}</span><div><i style="width:${(v / max) * 100}%"></i></div>
      <b>${brl(v)}</b></div>`,
    )
    .join("");
  const rows = transactions
    .slice(0, mobile ? 5 : 7)
    .map(
      ([d, desc, cat, v]) =>
        `<tr><td>${d}</td><td>${desc}<small>${cat}</small></td><td class="${v > 0 ? "in" : "out"}">${
          v > 0 ? "+" : "−"
        } ${brl(Math.abs(v))}</td></tr>`,
    )
    .join("");
  const nav = ["Visão geral", "Transações", "Cartões", "Lembretes", "Limites", "Metas"];
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { font-family: ${font}; background: #f1f5f9; color: #0f172a; display: flex; min-height: 100vh; }
  aside { width: 220px; background: #0b1220; color: #cbd5e1; padding: 20px 14px; display: ${mobile ? "none" : "block"}; }
  aside .brand { display: flex; align-items: center; gap: 10px; color: #fff; font-weight: 800; font-size: 20px; margin-bottom: 28px; }
  aside .brand img { width: 32px; }
  aside a { display: block; padding: 10px 12px; border-radius: 8px; font-size: 14px; margin-bottom: 4px; }
  aside a.on { background: #047857; color: #fff; font-weight: 700; }
  main { flex: 1; padding: ${mobile ? "14px" : "28px 32px"}; }
  header { display: flex; align-items: center; justify-content: space-between; margin-bottom: 18px; }
  header h1 { font-size: ${mobile ? "20px" : "24px"}; }
  header .period { background: #fff; border: 1px solid #e2e8f0; padding: 8px 12px; border-radius: 8px; font-size: 13px; }
  .mbrand { display: ${mobile ? "flex" : "none"}; align-items: center; gap: 8px; font-weight: 800; margin-bottom: 12px; }
  .mbrand img { width: 28px; }
  .kpis { display: grid; grid-template-columns: repeat(${mobile ? 2 : 4}, 1fr); gap: 12px; margin-bottom: 16px; }
  .card { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 14px 16px; }
  .kpi small { color: #475569; font-size: 13px; } .kpi b { display: block; font-size: ${mobile ? "18px" : "22px"}; margin-top: 6px; }
  .grid { display: grid; grid-template-columns: ${mobile ? "1fr" : "1.1fr 1fr"}; gap: 16px; }
  h2 { font-size: 15px; margin-bottom: 12px; }
  .bar { display: grid; grid-template-columns: 92px 1fr 92px; align-items: center; gap: 8px; font-size: 13px; margin-bottom: 9px; }
  .bar div { background: #e2e8f0; height: 10px; border-radius: 5px; } .bar i { display: block; height: 10px; border-radius: 5px; background: #047857; }
  .bar b { text-align: right; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  td { padding: 8px 4px; border-top: 1px solid #eef2f6; } td small { display: block; color: #64748b; font-size: 11px; }
  td:last-child { text-align: right; font-weight: 700; white-space: nowrap; } .in { color: #047857; } .out { color: #b91c1c; }
  .limit { margin-top: 12px; font-size: 13px; } .limit div { background: #e2e8f0; height: 8px; border-radius: 4px; margin-top: 6px; }
  .limit i { display: block; width: 81%; height: 8px; border-radius: 4px; background: #d97706; }
  </style></head><body>
  <aside><div class="brand"><img src="${logoData}" alt="">Tostão</div>${nav
    .map((n, i) => `<a class="${i === 0 ? "on" : ""}">${n}</a>`)
    .join("")}</aside>
  <main><div class="mbrand"><img src="${logoData}" alt="">Tostão</div>
  <header><h1>Visão geral</h1><span class="period">Novembro de 2026</span></header>
  <div class="kpis">${kpis
    .map(([l, v, c]) => `<div class="card kpi"><small>${l}</small><b style="color:${c}">${v}</b></div>`)
    .join("")}</div>
  <div class="grid"><div class="card"><h2>Despesas por categoria</h2>${bars}
  <div class="limit">Limite de Mercado: ${brl(812.45)} de ${brl(1000)}<div><i></i></div></div></div>
  <div class="card"><h2>Últimas transações</h2><table>${rows}</table></div></div></main></body></html>`;
}

// ---------- Phone frame (video posters) ----------

function posterPage(inner) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { font-family: ${font}; width: 360px; height: 640px; overflow: hidden; }
  </style></head><body>${inner}</body></html>`;
}

// ---------- Illustrated avatars (no photos of real people) ----------

const avatars = [
  { name: "avatar-1", bg: "#d1fae5", skin: "#f1c7a5", hair: "#3b2314", shirt: "#047857", long: true },
  { name: "avatar-2", bg: "#fef3c7", skin: "#8d5a3b", hair: "#1f1410", shirt: "#1d4ed8", long: false },
  { name: "avatar-3", bg: "#e0e7ff", skin: "#c68b62", hair: "#5b3a1e", shirt: "#b45309", long: true },
  { name: "avatar-4", bg: "#fce7f3", skin: "#f5d0b5", hair: "#8a8a8a", shirt: "#0f766e", long: false },
  { name: "avatar-5", bg: "#ccfbf1", skin: "#a86b45", hair: "#2b1a10", shirt: "#7c3aed", long: true },
  { name: "avatar-6", bg: "#e2e8f0", skin: "#e8b894", hair: "#2f2f2f", shirt: "#be123c", long: false },
];

function avatarSvg(a, size = 256) {
  const longHair = a.long
    ? `<path d="M70 120 Q64 200 84 230 L172 230 Q192 200 186 120 Z" fill="${a.hair}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${a.bg}"/>${longHair}
  <path d="M40 256 Q48 190 128 182 Q208 190 216 256 Z" fill="${a.shirt}"/>
  <rect x="112" y="150" width="32" height="40" rx="10" fill="${a.skin}"/>
  <ellipse cx="128" cy="118" rx="48" ry="54" fill="${a.skin}"/>
  <path d="M78 112 Q80 58 128 58 Q178 58 178 112 Q160 84 128 86 Q98 86 78 112 Z" fill="${a.hair}"/>
  <circle cx="110" cy="120" r="5" fill="#1f2937"/><circle cx="146" cy="120" r="5" fill="#1f2937"/>
  <path d="M110 146 Q128 160 146 146" stroke="#7c2d12" stroke-width="5" fill="none" stroke-linecap="round"/>
  </svg>`;
}

// ---------- ICO (PNG entries) ----------

function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const dir = Buffer.alloc(16 * pngs.length);
  let offset = 6 + dir.length;
  pngs.forEach(({ size, data }, i) => {
    const o = i * 16;
    dir.writeUInt8(size >= 256 ? 0 : size, o);
    dir.writeUInt8(size >= 256 ? 0 : size, o + 1);
    dir.writeUInt8(0, o + 2);
    dir.writeUInt8(0, o + 3);
    dir.writeUInt16LE(1, o + 4);
    dir.writeUInt16LE(32, o + 6);
    dir.writeUInt32LE(data.length, o + 8);
    dir.writeUInt32LE(offset, o + 12);
    offset += data.length;
  });
  return Buffer.concat([header, dir, ...pngs.map((p) => p.data)]);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});

async function shot(html, { width, height, scale = 2, fullPage = false }) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
  await page.setContent(html, { waitUntil: "load" });
  const png = await page.screenshot({ fullPage, type: "png" });
  await page.close();
  return png;
}

const sizes = {};
try {
  console.log("› chats");
  for (const [name, messages] of Object.entries(chats)) {
    const png = await shot(chatPage(messages), { width: 360, height: 460, scale: 2 });
    sizes[name] = await writeFormats(name, png, 720);
  }

  console.log("› dashboard");
  sizes["dashboard-mobile"] = await writeFormats(
    "dashboard-mobile",
    await shot(dashboardPage(true), { width: 390, height: 844, scale: 2 }),
    780,
  );
  sizes["dashboard-desktop"] = await writeFormats(
    "dashboard-desktop",
    await shot(dashboardPage(false), { width: 1280, height: 800, scale: 1.5 }),
    1600,
  );

  console.log("› video posters");
  const demo = posterPage(
    `<div style="height:640px;background:#efeae2">${chatPage(chats["chat-texto"])
      .replace(/^[\s\S]*<body>/, "")
      .replace(/<\/body>[\s\S]*$/, "")}</div>`,
  ).replace("</style>", `${chatCss}</style>`);
  sizes["video-demo-poster"] = await writeFormats(
    "video-demo-poster",
    await shot(demo, { width: 360, height: 640, scale: 1.5 }),
    540,
  );
  for (const [i, a] of [avatars[4], avatars[5]].entries()) {
    const svg = `data:image/svg+xml;base64,${Buffer.from(avatarSvg(a, 360)).toString("base64")}`;
    const html = posterPage(`<div style="position:relative;width:360px;height:640px;background:${a.bg}">
      <img src="${svg}" style="position:absolute;top:80px;left:0;width:360px;height:360px" alt="">
      <div style="position:absolute;left:16px;right:16px;bottom:28px;background:rgba(11,18,32,.82);color:#fff;
      border-radius:14px;padding:16px;font-size:18px;line-height:1.35;font-weight:700">
      ${i === 0 ? "“Parei de perder o controle do cartão.”" : "“Anoto tudo por áudio, no trânsito.”"}</div></div>`);
    sizes[`video-testimonial-${i + 1}-poster`] = await writeFormats(
      `video-testimonial-${i + 1}-poster`,
      await shot(html, { width: 360, height: 640, scale: 1.5 }),
      540,
    );
  }

  console.log("› avatars");
  for (const a of avatars.slice(0, 4)) {
    sizes[a.name] = await writeFormats(a.name, Buffer.from(avatarSvg(a, 192)), 192);
  }

  console.log("› Open Graph image");
  const og = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
    * { margin: 0; padding: 0; box-sizing: border-box; }
    body { width: 1200px; height: 630px; font-family: ${font}; background: linear-gradient(135deg,#047857,#065f46);
      color: #fff; display: flex; align-items: center; padding: 0 72px; gap: 56px; overflow: hidden; }
    .t { flex: 1; } .brand { display: flex; align-items: center; gap: 16px; font-size: 40px; font-weight: 800; }
    .brand img { width: 72px; } h1 { font-size: 60px; line-height: 1.08; margin: 28px 0 18px; }
    p { font-size: 28px; color: #d1fae5; } .chat { width: 360px; border-radius: 24px; overflow: hidden; background: #efeae2;
      box-shadow: 0 20px 60px rgba(0,0,0,.35); } ${chatCss}
    body { background: linear-gradient(135deg,#047857,#065f46); }
  </style></head><body><div class="t"><div class="brand"><img src="${logoData}" alt="">Tostão</div>
  <h1>Suas finanças organizadas pelo WhatsApp</h1><p>Mande uma mensagem. O Tostão anota, organiza e lembra.</p></div>
  <div class="chat">${chatPage(chats["chat-texto"].slice(0, 5))
    .replace(/^[\s\S]*<body>/, "")
    .replace(/<\/body>[\s\S]*$/, "")}</div></body></html>`;
  const ogPng = await shot(og, { width: 1200, height: 630, scale: 1 });
  await sharp(ogPng)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(join(publicDir, "og-image.png"));

  console.log("› icons");
  const svg = readFileSync(join(publicDir, "favicon.svg"));
  const icon = (size) =>
    sharp(svg, { density: 72 * (size / 64) * 1.2 })
      .resize(size, size)
      .png()
      .toBuffer();
  writeFileSync(join(publicDir, "icon-192.png"), await icon(192));
  writeFileSync(join(publicDir, "icon-512.png"), await icon(512));
  // Apple draws the icon on a square: give the coin a white background.
  await sharp(await icon(160))
    .extend({ top: 10, bottom: 10, left: 10, right: 10, background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .png()
    .toFile(join(publicDir, "apple-touch-icon.png"));
  writeFileSync(
    join(publicDir, "favicon.ico"),
    ico([
      { size: 16, data: await icon(16) },
      { size: 32, data: await icon(32) },
      { size: 48, data: await icon(48) },
    ]),
  );
} finally {
  await browser.close();
}

for (const [name, size] of Object.entries(sizes)) console.log(`  ${name}: ${size.width}x${size.height}`);
console.log("› done");
