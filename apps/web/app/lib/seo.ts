import { publicConfig } from "./public-config";

export interface PageSeo {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function seo({ title, description, path, noindex }: PageSeo) {
  const url = `${publicConfig.publicUrl}${path === "/" ? "/" : path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Tostão" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${publicConfig.publicUrl}/og-image.png` },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** A page kept out of search engines (the chat, the dashboard, the operator area): title and robots. */
export function privateMeta(title: string, description?: string) {
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    { name: "robots", content: "noindex" },
  ];
}
