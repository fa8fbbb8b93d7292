import { Link } from "react-router";
import { copyrightYear, publicConfig } from "~/lib/public-config";

export function AffiliateFooter() {
  return (
    <footer className="border-t border-border px-4 py-10 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 text-center sm:flex-row sm:text-left">
        <p>© {copyrightYear} Tostão. Todos os direitos reservados.</p>
        <nav aria-label="Rodapé" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          <Link to="/" className="hover:text-foreground hover:underline">
            Site do Tostão
          </Link>
          <Link to="/termosdeuso" className="hover:text-foreground hover:underline">
            Termos de uso
          </Link>
          <Link to="/politicadeprivacidade" className="hover:text-foreground hover:underline">
            Política de privacidade
          </Link>
          <a href={`mailto:${publicConfig.supportEmail}`} className="hover:text-foreground hover:underline">
            {publicConfig.supportEmail}
          </a>
        </nav>
      </div>
    </footer>
  );
}
