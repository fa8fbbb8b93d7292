// Renders the help centre's video thumbnails: a small scene of the Tostão WhatsApp chat per tutorial,
// drawn as HTML in Chromium (Playwright + Debian /usr/bin/chromium), then encoded with sharp as
// AVIF, WebP and a JPEG fallback at 360x640 (9:16). Run: node scripts/make-help-thumbnails.mjs
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM, CHROMIUM_ARGS } from "./lib/chromium.mjs";

const root = new URL("../", import.meta.url).pathname;
const outDir = join(root, "apps/web/public/images/help");
const WIDTH = 360;
const HEIGHT = 640;

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A chat bubble: `me` is the user (right, green), otherwise Tostão (left, white). */
const say = (text, time = "09:41") => ({ me: true, html: escapeHtml(text), time });
const reply = (lines, time = "09:41") => ({
  me: false,
  html: lines
    .map((line) => (line.startsWith("**") ? `<b>${escapeHtml(line.slice(2))}</b>` : escapeHtml(line)))
    .join("<br>"),
  time,
});
const voice = {
  me: true,
  html: '<span class="voice"><i></i><span class="wave"></span>0:04</span>',
  time: "09:40",
};
const photo = {
  me: true,
  html: `<span class="receipt"><b>SUPERMERCADO</b><br>ARROZ 5KG ....... 28,90<br>FEIJAO 1KG ...... 9,50<br>LEITE 1L x6 .... 35,40<br>CAFE 500G ...... 13,60<br>-----------------------<br><b>TOTAL R$ ....... 87,40</b></span>`,
  time: "09:40",
};
const pdf = {
  me: true,
  html: '<span class="doc"><span class="pdf">PDF</span><span>conta-de-luz.pdf<br><small>1 página · 84 kB</small></span></span>',
  time: "09:40",
};

const scenes = [
  {
    file: "help-1",
    caption: "Registro por texto",
    messages: [
      say("gastei 50 no mercado"),
      reply(["**Despesa registrada ✓", "R$ 50,00 · Mercado", "Data: hoje"]),
      say("TV de 2.400 em 12x no crédito do Nubank"),
      reply(["**Despesa registrada ✓", "R$ 2.400,00 em 12x", "Compras · Crédito Nubank"]),
    ],
  },
  {
    file: "help-2",
    caption: "Registro por áudio",
    messages: [voice, reply(["**Despesa registrada ✓", "R$ 30,00 · Transporte", "Data: hoje"])],
  },
  {
    file: "help-3",
    caption: "Foto ou documento",
    messages: [photo, reply(["**Despesa registrada ✓", "R$ 87,40 · Mercado", "Lido do cupom enviado"])],
  },
  {
    file: "help-4",
    caption: "Investimentos",
    messages: [
      say("apliquei 500 no tesouro"),
      reply(["**Investimento registrado ✓", "R$ 500,00 · Investimentos", "Fora do saldo de despesas"]),
      say("guardei 200 na poupança"),
      reply(["**Investimento registrado ✓", "R$ 200,00 · Investimentos"]),
    ],
  },
  {
    file: "help-5",
    caption: "Registro por PDF",
    messages: [pdf, reply(["**Despesa registrada ✓", "R$ 180,35 · Contas", "Lido do PDF enviado"])],
  },
  {
    file: "help-6",
    caption: "Lembretes",
    messages: [
      say("me lembra de pagar a luz dia 10"),
      reply(["**Lembrete criado ✓", "Pagar a luz", "Dia 10 às 10h"]),
      reply(["**Lembrete de hoje", "Pagar a luz"], "10:00"),
    ],
  },
  {
    file: "help-7",
    caption: "Relatórios",
    messages: [
      say("quanto gastei essa semana?"),
      reply([
        "**Gastos desta semana",
        "R$ 412,90 no total",
        "Mercado: R$ 180,00",
        "Transporte: R$ 92,40",
        "Alimentação: R$ 140,50",
      ]),
      say("painel"),
      reply(["Seu painel: link de acesso", "ao Dashboard Web"]),
    ],
  },
];

const css = `
* { box-sizing: border-box; margin: 0; }
body { width: ${WIDTH}px; height: ${HEIGHT}px; font-family: "Liberation Sans", "DejaVu Sans", sans-serif;
  background: #efeae2; overflow: hidden; position: relative; }
.bar { height: 96px; background: #075e54; color: #fff; display: flex; align-items: flex-end; gap: 10px; padding: 0 14px 12px; }
.avatar { width: 38px; height: 38px; border-radius: 50%; background: #fbbf24; color: #78350f; font-weight: 800;
  display: flex; align-items: center; justify-content: center; font-size: 18px; }
.name { font-weight: 700; font-size: 17px; } .status { font-size: 12px; opacity: .85; }
.chat { padding: 14px 12px; display: flex; flex-direction: column; gap: 8px;
  background-image: radial-gradient(#d9d2c5 1px, transparent 1px); background-size: 18px 18px; height: calc(100% - 96px); }
.msg { max-width: 78%; padding: 7px 9px 16px; border-radius: 10px; font-size: 15px; line-height: 1.35; color: #111b21;
  position: relative; box-shadow: 0 1px 1px rgba(0,0,0,.13); min-width: 70px; }
.me { align-self: flex-end; background: #d9fdd3; border-top-right-radius: 2px; }
.bot { align-self: flex-start; background: #fff; border-top-left-radius: 2px; }
.time { position: absolute; right: 8px; bottom: 3px; font-size: 10px; color: #667781; }
.bot b { color: #047857; }
.voice { display: flex; align-items: center; gap: 8px; width: 190px; font-size: 12px; color: #667781; }
.voice i { width: 0; height: 0; border-left: 12px solid #54656f; border-top: 8px solid transparent; border-bottom: 8px solid transparent; }
.wave { flex: 1; height: 22px; background: repeating-linear-gradient(90deg, #8aa39a 0 3px, transparent 3px 6px);
  -webkit-mask: linear-gradient(0deg, transparent 30%, #000 30% 70%, transparent 70%); }
.receipt { display: block; width: 200px; background: #fffdf5; padding: 10px; font-family: "DejaVu Sans Mono", monospace;
  font-size: 9.5px; line-height: 1.5; color: #333; transform: rotate(-2deg); border: 1px solid #e5dcc4; }
.doc { display: flex; gap: 10px; align-items: center; width: 210px; background: #c8f5c0; padding: 8px; border-radius: 6px; font-size: 13px; }
.doc small { color: #667781; }
.pdf { background: #dc2626; color: #fff; font-weight: 800; font-size: 11px; padding: 10px 6px; border-radius: 4px; }
.caption { position: absolute; left: 0; right: 0; bottom: 52px; text-align: center; }
.caption span { display: inline-block; background: rgba(4,120,87,.95); color: #fff; font-weight: 800; font-size: 22px;
  padding: 8px 16px; border-radius: 10px; }
`;

function page(scene) {
  const bubbles = scene.messages
    .map((m) => `<div class="msg ${m.me ? "me" : "bot"}">${m.html}<span class="time">${m.time}</span></div>`)
    .join("");
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>${css}</style></head><body>
<div class="bar"><div class="avatar">T</div><div><div class="name">Tostão</div><div class="status">online</div></div></div>
<div class="chat">${bubbles}</div>
<div class="caption"><span>${escapeHtml(scene.caption)}</span></div></body></html>`;
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
try {
  // Drawn at 2x and scaled down for crisp text.
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 2,
  });
  const tab = await context.newPage();
  for (const scene of scenes) {
    await tab.setContent(page(scene));
    const png = await tab.screenshot({ type: "png" });
    const image = sharp(png).resize(WIDTH, HEIGHT);
    const base = join(outDir, scene.file);
    await image.clone().avif({ quality: 50, effort: 6 }).toFile(`${base}.avif`);
    await image.clone().webp({ quality: 72 }).toFile(`${base}.webp`);
    await image.clone().jpeg({ quality: 74, mozjpeg: true }).toFile(`${base}.jpg`);
    console.log(`wrote ${scene.file}.{avif,webp,jpg}`);
  }
} finally {
  await browser.close();
}
