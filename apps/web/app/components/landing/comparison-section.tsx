import { Check, X } from "lucide-react";
import { Section } from "./section";

const rows: { label: string; others: string; tostao: string }[] = [
  {
    label: "Como registrar",
    others: "Abrir o app, achar a tela, preencher campos",
    tostao: "Uma mensagem no WhatsApp",
  },
  { label: "Áudio, foto e PDF", others: "Raramente", tostao: "Sim, é só enviar" },
  {
    label: "Categorias",
    others: "Você escolhe a cada gasto",
    tostao: "Definidas automaticamente e editáveis",
  },
  { label: "Lembretes de contas", others: "Em outro aplicativo", tostao: "No mesmo chat, às 10h do dia" },
  {
    label: "Perguntas sobre os gastos",
    others: "Montar filtros e fórmulas",
    tostao: "Pergunte em português",
  },
  {
    label: "Hábito que dura",
    others: "Esquecido em poucas semanas",
    tostao: "Você já usa o WhatsApp todo dia",
  },
];

function Mark({ good }: { good: boolean }) {
  return good ? (
    <Check aria-hidden="true" className="mr-2 inline size-4 text-primary" />
  ) : (
    <X aria-hidden="true" className="mr-2 inline size-4 text-destructive" />
  );
}

export function ComparisonSection() {
  return (
    <Section
      id="comparativo"
      eyebrow="Comparativo"
      title="Aplicativos e planilhas × Tostão"
      subtitle="O melhor controle financeiro é o que você consegue manter."
    >
      <div className="overflow-hidden rounded-2xl border border-border">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">Aplicativos e planilhas comparados ao Tostão</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-2 sm:p-4">
                Recurso
              </th>
              <th scope="col" className="p-2 sm:p-4">
                Aplicativos e planilhas
              </th>
              <th scope="col" className="p-2 sm:p-4 text-primary">
                Tostão
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="p-2 sm:p-4 font-semibold">
                  {row.label}
                </th>
                <td className="p-2 sm:p-4 text-muted-foreground">
                  <Mark good={false} />
                  {row.others}
                </td>
                <td className="p-2 sm:p-4 font-medium">
                  <Mark good />
                  {row.tostao}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
