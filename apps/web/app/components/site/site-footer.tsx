import { formatPhone } from "@tostao/core";
import { AtSign, LogIn, type LucideIcon, Mail, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/site/external-link";
import { copyrightYear, publicConfig } from "~/lib/public-config";

/** A contact line: its icon, then the address; `external` opens it in a new tab. */
function Contact({
  href,
  Icon,
  external = false,
  children,
}: {
  href: string;
  Icon: LucideIcon;
  external?: boolean;
  children: ReactNode;
}) {
  const Anchor = external ? ExternalLink : "a";
  return (
    <Anchor className="inline-flex items-center gap-2 hover:underline" href={href}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Anchor>
  );
}

/** Site footer: social profile, support e-mail and phone, legal links, company identification. */
export function SiteFooter() {
  const { company } = publicConfig;
  return (
    <footer className="border-t border-border bg-muted/50 px-4 py-12 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold">Tostão</p>
          <p className="mt-2 text-muted-foreground">
            Seu assistente financeiro no WhatsApp: anota receitas e despesas, lembra das contas e mostra para
            onde vai o seu dinheiro.
          </p>
        </div>
        <div>
          <h2 className="font-bold">Contato</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Contact href={`mailto:${publicConfig.supportEmail}`} Icon={Mail}>
                {publicConfig.supportEmail}
              </Contact>
            </li>
            <li>
              <Contact href={`tel:+${publicConfig.supportPhone}`} Icon={Phone}>
                {formatPhone(`+${publicConfig.supportPhone}`)}
              </Contact>
            </li>
            <li>
              <Contact href={publicConfig.socialUrl} Icon={AtSign} external>
                Siga o Tostão nas redes sociais
              </Contact>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-bold">Institucional</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className="hover:underline" to="/termosdeuso">
                Termos de uso
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/politicadeprivacidade">
                Política de privacidade
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/planos">
                Planos
              </Link>
            </li>
            <li>
              <a className="inline-flex items-center gap-2 font-semibold hover:underline" href="/painel">
                <LogIn aria-hidden="true" className="size-4" />
                Entrar no meu painel
              </a>
            </li>
            <li>
              <a
                className="inline-flex items-center gap-2 hover:underline"
                href={`mailto:${publicConfig.dpo.email}`}
              >
                <ShieldCheck aria-hidden="true" className="size-4" />
                Encarregado de dados (LGPD)
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-border pt-6 text-muted-foreground">
        © {copyrightYear} {company.name} · {company.cnpj} · {company.address}
      </p>
    </footer>
  );
}
