import { Link } from "react-router";
import { copyrightYear, publicConfig } from "~/lib/public-config";

const links = [
  ["/", "Site do Tostão"],
  ["/termosdeuso", "Termos de uso"],
  ["/politicadeprivacidade", "Política de privacidade"],
  ["/painel", "Entrar no meu painel"],
] as const;

export function AffiliateFooter() {
  return (
    <footer className="border-t border-border px-4 py-10 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 text-center sm:flex-row sm:text-left">
        <p>© {copyrightYear} Tostão. Todos os direitos reservados.</p>
        <nav aria-label="Rodapé" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {links.map(([to, label]) => (
            <Link key={to} to={to} className="hover:text-foreground hover:underline">
              {label}
            </Link>
          ))}
          <a href={`mailto:${publicConfig.supportEmail}`} className="hover:text-foreground hover:underline">
            {publicConfig.supportEmail}
          </a>
        </nav>
      </div>
    </footer>
  );
}
