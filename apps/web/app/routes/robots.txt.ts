import { clientRoutePrefixes } from "@tostao/core/site/routes";
import { publicConfig } from "~/lib/public-config";

/** Rendered when the server starts (PUBLIC_URL is its setting): the logged-in areas stay out of the index. */
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
