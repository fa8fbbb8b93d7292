import { KeyRound, Lock, ShieldCheck, UserCheck } from "lucide-react";
import { type IconCard, IconCardGrid } from "./icon-card-grid";
import { Section } from "./section";

const items: readonly IconCard[] = [
  {
    icon: Lock,
    title: "Conexão criptografada",
    text: "O site e o painel só funcionam por HTTPS: seus dados trafegam criptografados entre o seu aparelho e os nossos servidores.",
  },
  {
    icon: KeyRound,
    title: "Acesso só com o seu WhatsApp",
    text: "Para entrar no painel você recebe um código no seu próprio WhatsApp. Sem senha para vazar ou esquecer.",
  },
  {
    icon: ShieldCheck,
    title: "De acordo com a LGPD",
    text: "Usamos seus dados só para prestar o serviço. Não vendemos dados e não os compartilhamos para publicidade.",
  },
  {
    icon: UserCheck,
    title: "Você no controle",
    text: "Edite ou exclua qualquer registro, peça uma cópia dos seus dados ou a exclusão da conta quando quiser.",
  },
];

export function SecuritySection() {
  return (
    <Section
      id="security"
      eyebrow="Segurança"
      title="Seus dados financeiros protegidos"
      subtitle="Informação sobre dinheiro é pessoal. Tratamos como tal."
      className="bg-muted/50"
    >
      <IconCardGrid cards={items} columns="sm:grid-cols-2 lg:grid-cols-4" icon="plain" compact />
    </Section>
  );
}
