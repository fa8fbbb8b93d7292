import { clientRoutePrefixes } from "@tostao/core/site/routes";
import { publicConfig } from "~/lib/public-config";

/** Pre-rendered at build time to build/client/robots.txt: the logged-in areas stay out of the index. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...clientRoutePrefixes.map((prefix) => `Disallow: ${prefix}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${publicConfig.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
