import { Link } from "react-router";
import { ExternalLink } from "~/components/site/external-link";
import { copyrightYear, publicConfig } from "~/lib/public-config";

const links = [
  ["/termosdeuso", "Termos de Uso"],
  ["/politicadeprivacidade", "Política de Privacidade"],
  ["/", "Página inicial"],
  ["/painel", "Entrar no meu painel"],
] as const;

export function HelpFooter() {
  return (
    <footer className="border-t border-border bg-muted/50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-2">
          <p className="text-base font-bold">Ainda com dúvidas?</p>
          <p className="text-muted-foreground">
            Fale com o suporte pelo{" "}
            <ExternalLink href={publicConfig.supportChatUrl} className="font-semibold text-primary underline">
              WhatsApp de suporte
            </ExternalLink>{" "}
            ou pelo e-mail{" "}
            <a href={`mailto:${publicConfig.supportEmail}`} className="font-semibold text-primary underline">
              {publicConfig.supportEmail}
            </a>
            .
          </p>
        </div>
        <nav aria-label="Rodapé" className="flex flex-col gap-2">
          {links.map(([to, label]) => (
            <Link key={to} to={to} className="font-semibold underline-offset-4 hover:underline">
              {label}
            </Link>
          ))}
        </nav>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        © {copyrightYear} {publicConfig.company.name} · Todos os direitos reservados
      </p>
    </footer>
  );
}
