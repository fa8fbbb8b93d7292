import { ChevronRight, Gift, Globe, Handshake, MessageCircle } from "lucide-react";
import { linkbioLinks, withLinkbioUtm } from "~/components/landing/linkbio-links";
import { ExternalLink } from "~/components/site/external-link";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { copyrightYear } from "~/lib/public-config";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Links úteis | Tostão",
    description:
      "Teste grátis, site oficial, programa de afiliados e suporte no WhatsApp: todos os links do Tostão em um só lugar.",
    path: "/linkbio",
  });

const icons = { trial: Gift, site: Globe, affiliate: Handshake, support: MessageCircle } as const;

// Only under motion-safe: with prefers-reduced-motion the cards are simply there.
export default function Linkbio() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center px-4 py-12">
      <div className="self-end">
        <ThemeToggle />
      </div>
      <img src="/favicon.svg" alt="" width={80} height={80} className="size-20" />
      <h1 className="mt-4 text-2xl font-extrabold">Tostão</h1>
      <p className="mt-2 text-center text-muted-foreground">
        Seu assistente financeiro no WhatsApp. Escolha para onde quer ir:
      </p>
      <ul className="mt-8 w-full space-y-4">
        {linkbioLinks.map((link) => {
          const Icon = icons[link.id];
          return (
            // The entrance animation is in app.css (one card after another).
            <li key={link.id} data-linkbio-card={link.id}>
              <ExternalLink
                href={withLinkbioUtm(link.href)}
                className={
                  link.id === "trial"
                    ? "flex items-center gap-4 rounded-2xl bg-primary p-5 text-primary-foreground shadow-lg transition-transform hover:scale-[1.02]"
                    : "flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-transform hover:scale-[1.02]"
                }
              >
                <Icon aria-hidden="true" className="size-7 shrink-0" />
                <span className="flex-1">
                  <span className="block font-extrabold">{link.label}</span>
                  <span className="block text-sm opacity-90">{link.description}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5" />
              </ExternalLink>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-center text-xs text-muted-foreground">
        © {copyrightYear} Tostão ·{" "}
        <a className="underline" href="/termosdeuso">
          Termos de uso
        </a>{" "}
        ·{" "}
        <a className="underline" href="/politicadeprivacidade">
          Privacidade
        </a>
      </p>
    </main>
  );
}
