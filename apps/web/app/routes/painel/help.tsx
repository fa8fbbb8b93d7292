import { Link } from "react-router";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Ajuda do painel | Tostão");

const topics = [
  {
    q: "Como edito ou excluo um registro?",
    a: "Em Transações, encontre o registro (use o período e a busca), toque no lápis (Editar) ou na lixeira (Excluir). Ao excluir, aparece um aviso com Desfazer por 5 segundos.",
  },
  {
    q: "E as compras parceladas?",
    a: "Cada parcela aparece com o número, como “3/10”. Ao editar, escolha entre mudar só esta parcela ou todas; ao excluir, o mesmo.",
  },
  {
    q: "O que mando no chat aparece aqui?",
    a: "Sim. Com o painel aberto, o que você registra no WhatsApp ou no chat aparece em até 2 segundos, sem recarregar.",
  },
  {
    q: "Como filtro e exporto?",
    a: "Em Transações, filtre por período, tipo, categoria, pagamento, texto e valor. Em Exportar, baixe o período em .xlsx ou CSV.",
  },
  {
    q: "Como organizo as categorias?",
    a: "Em Categorias, crie, renomeie, mude a cor, arquive ou junte duas categorias (os registros passam para a escolhida).",
  },
  {
    q: "Como saio de um aparelho?",
    a: "Em Conta, veja os aparelhos conectados e use “Sair deste aparelho”, “Sair dos outros aparelhos” ou “Sair de todos”.",
  },
  {
    q: "Como vejo as faturas dos cartões?",
    a: "Em Cartões, cada cartão mostra a fatura aberta, as fechadas a pagar e o que já está na próxima. Uma compra pode ir para outra fatura com “Mover para outra fatura”. A Visão geral mostra a próxima fatura a vencer.",
  },
  {
    q: "Como funcionam os limites e as metas?",
    a: "Em Limites, defina um teto por mês em cada categoria: o Tostão avisa no chat em 80% e 100%. Em Metas, crie uma meta com prazo e deposite nela. A Visão geral mostra os limites em risco e o progresso das metas.",
  },
  {
    q: "Onde vejo meu plano, e como cancelo ou peço reembolso?",
    a: "Em Conta: o plano, a próxima cobrança ou até quando vai o acesso, o prazo da garantia (7 dias, ou 30 no plano anual) e o link da área do comprador na plataforma de pagamento, onde se cancela e se pede o reembolso.",
  },
  {
    q: "Como baixo ou apago meus dados (LGPD)?",
    a: "Em Meus dados, baixe tudo em JSON ou planilha, ou exclua a conta com todos os dados. Só os registros de cobrança ficam guardados pelo prazo da lei fiscal (5 anos).",
  },
];

export default function DashboardHelpPage() {
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">Ajuda do painel</h1>
      {topics.map((t) => (
        <details key={t.q} className="rounded-xl border border-border p-4">
          <summary className="cursor-pointer font-semibold">{t.q}</summary>
          <p className="mt-2 text-muted-foreground">{t.a}</p>
        </details>
      ))}
      <p className="text-sm">
        Mais dúvidas? Veja a{" "}
        <Link to="/ajuda" className="font-semibold text-primary underline">
          central de ajuda
        </Link>{" "}
        ou pergunte no{" "}
        <Link to="/chat" className="font-semibold text-primary underline">
          chat
        </Link>
        .
      </p>
    </div>
  );
}
