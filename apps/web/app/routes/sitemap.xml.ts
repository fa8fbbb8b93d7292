import { indexedRoutes } from "@tostao/core/site/routes";
import { publicConfig } from "~/lib/public-config";

/** Rendered when the server starts, on its PUBLIC_URL: the public pages, minus the post-purchase ones. */
export function loader() {
  const urls = indexedRoutes
    .map((path) => `  <url><loc>${publicConfig.publicUrl}${path}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
