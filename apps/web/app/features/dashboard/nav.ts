import {
  ArrowLeftRight,
  BellRing,
  CreditCard,
  Download,
  FileUp,
  Gauge,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Repeat,
  ShieldCheck,
  ShoppingBag,
  Tags,
  Target,
  UserRound,
} from "lucide-react";

export interface DashboardNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown in the phone's bottom bar (the rest sit in the "Mais" menu). */
  primary?: boolean;
}

/**
 * The dashboard's pages, in menu order. A new page is one route in routes.ts under
 * prefix("painel") plus one entry here (cards, limits, goals, future purchases slot in the same way).
 */
export const dashboardNav: DashboardNavItem[] = [
  { to: "/painel", label: "Visão geral", icon: LayoutDashboard, primary: true },
  { to: "/painel/transacoes", label: "Transações", icon: ArrowLeftRight, primary: true },
  { to: "/painel/contas", label: "Contas", icon: Landmark },
  { to: "/painel/importar", label: "Importar extrato", icon: FileUp },
  { to: "/painel/categorias", label: "Categorias", icon: Tags },
  { to: "/painel/lembretes", label: "Lembretes", icon: BellRing, primary: true },
  { to: "/painel/despesas-fixas", label: "Despesas fixas", icon: Repeat },
  { to: "/painel/cartoes", label: "Cartões", icon: CreditCard },
  { to: "/painel/limites", label: "Limites", icon: Gauge },
  { to: "/painel/metas", label: "Metas", icon: Target },
  { to: "/painel/compras-futuras", label: "Compras futuras", icon: ShoppingBag },
  { to: "/painel/exportar", label: "Exportar", icon: Download },
  { to: "/painel/conta", label: "Conta", icon: UserRound },
  { to: "/painel/meus-dados", label: "Meus dados", icon: ShieldCheck },
];
