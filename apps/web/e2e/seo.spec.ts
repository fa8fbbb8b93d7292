import { expect, test } from "@playwright/test";
import { indexedRoutes, unlistedRoutes } from "@tostao/core/site/routes";
import { siteRoutes as routes, servedPublicConfig } from "./site-support";

const config = servedPublicConfig();

test("each public page is pre-rendered with its own title, description, canonical and Open Graph tags", async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    expect(title, route).toContain("Tostão");
    titles.add(title);
    const url = `${config.publicUrl}${route}`;
    expect(html, route).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html, route).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html, route).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
    expect(html, route).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html, route).toContain(`<meta property="og:image" content="${config.publicUrl}/og-image.png"/>`);
    // Real content, not an empty shell.
    expect(html, route).toMatch(/<h1[^>]*>/);
  }
  expect(titles.size).toBe(routes.length);
});

test("the landing page and /planos carry Product JSON-LD with one offer per plan", async ({ request }) => {
  for (const route of ["/", "/planos"]) {
    const html = await (await request.get(route)).text();
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    expect(json, route).toBeTruthy();
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe("Tostão");
    expect(data.offers.map((o: { price: string }) => o.price)).toEqual(["238.80", "89.70", "39.90"]);
    expect(data.offers.every((o: { priceCurrency: string }) => o.priceCurrency === "BRL")).toBe(true);
  }
});

test("sitemap.xml lists the public routes but the unlisted ones, and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  for (const route of [...indexedRoutes]) {
    expect(xml).toContain(`<loc>${config.publicUrl}${route}</loc>`);
  }
  // The business upsell is reached only from the checkout, the erasure page from the dashboard.
  for (const route of unlistedRoutes) {
    expect(xml).not.toContain(`${config.publicUrl}${route}<`);
    const html = await (await request.get(route)).text();
    expect(html, route).toContain('<meta name="robots" content="noindex"/>');
  }
  for (const route of indexedRoutes) {
    expect(await (await request.get(route)).text(), route).not.toContain('name="robots"');
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${config.publicUrl}/sitemap.xml`);
  expect(robots).toContain("Disallow: /admin");
});

test("the icons and the Open Graph image exist", async ({ request }) => {
  for (const [path, type] of <const>[
    ["/og-image.png", "image/png"],
    ["/favicon.ico", "image/x-icon"],
    ["/apple-touch-icon.png", "image/png"],
    ["/icon-192.png", "image/png"],
    ["/icon-512.png", "image/png"],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
  }
});
