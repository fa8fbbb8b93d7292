import { FlaskConical } from "lucide-react";
import { useAccount } from "./queries";

/** On books made up by seed:demo, every page says they are a demonstration, not anyone's money. */
export function DemoBanner() {
  const account = useAccount();
  if (!account.data?.account.demo) return null;
  return (
    <p
      role="note"
      className="bg-sky-100 px-4 py-2 text-center text-sm font-semibold text-sky-950 dark:bg-sky-950 dark:text-sky-50"
    >
      <FlaskConical aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
      Conta de demonstração: estes registros são fictícios, criados para mostrar o painel.
    </p>
  );
}
